import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { AccountDetailsPanel } from '@client/account/details/account-details-panel';
import type { AccountUser } from '@client/account/account-user';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { fakeApi, validationError, type FakeApi } from '../support/fake-api';
import {
  closeDialogs,
  installAccountBootstrap,
  renderAccountRoute,
  WithAccountUser,
} from '../support/render-account-page';

const AVATAR = 'users/1/avatar';
const TWO_MB = 2 * 1024 * 1024;

let api: FakeApi;

async function renderPanel(overrides: Partial<AccountUser> = {}) {
  const user = installAccountBootstrap({ user: overrides });
  api = fakeApi()
    .on('POST', AVATAR, ({ body }) => {
      const file = (body as FormData).get('file');
      if (file instanceof File) {
        return { user: { ...user, image: `uploads/avatars/${file.name}` } };
      }
      const url = String((body as FormData).get('url'));
      if (url.includes('127.0.0.1')) return validationError('url', 'This address is not allowed.');
      return { user: { ...user, image: url } };
    })
    .on('DELETE', AVATAR, () => ({ user: { ...user, image: null } }))
    .on('PUT', 'users/1', ({ body }) => ({ user: { ...user, ...(body as object) } }))
    .on('GET', 'users/me', { user });
  renderAccountRoute(
    <WithAccountUser>{(current) => <AccountDetailsPanel user={current} />}</WithAccountUser>,
  );
  await screen.findByLabelText('Upload image');
  return user;
}

function imageFile(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

const uploadInput = () => screen.getByLabelText('Upload image') as HTMLInputElement;
// Let a non-image file through to the change handler, as a user picking "All files" would.
const setup = () => userEvent.setup({ applyAccept: false });

describe('AccountDetailsPanel', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await closeDialogs();
    vi.unstubAllGlobals();
    toast.dismiss();
  });
  beforeEach(() => toast.dismiss());

  it('offers image files only', async () => {
    await renderPanel();
    expect(uploadInput()).toHaveAttribute('accept', 'image/*');
    expect(uploadInput()).toHaveAttribute('type', 'file');
  });

  it('refuses a file that is not an image without uploading it', async () => {
    await renderPanel();
    await setup().upload(uploadInput(), imageFile('notes.pdf', 'application/pdf', 100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image.');
    expect(api.sent('POST', AVATAR)).toHaveLength(0);
  });

  it('refuses an image over 2 MB and accepts one of exactly 2 MB', async () => {
    await renderPanel();
    await setup().upload(uploadInput(), imageFile('big.png', 'image/png', TWO_MB + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image.');
    expect(api.sent('POST', AVATAR)).toHaveLength(0);

    await setup().upload(uploadInput(), imageFile('ok.png', 'image/png', TWO_MB));
    await waitFor(() => expect(api.sent('POST', AVATAR)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('uploads an image, updates the preview and the signed-in user', async () => {
    await renderPanel();
    await setup().upload(uploadInput(), imageFile('me.png', 'image/png', 1000));
    await waitFor(() => expect(getToasts()).toMatchObject([{ message: 'Uploaded avatar' }]));
    const sent = api.sent('POST', AVATAR)[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('me.png');
    expect(getBootstrapData().user?.image).toBe('uploads/avatars/me.png');
    // A relative image path is served under the base path.
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/me.png');
  });

  it('shows the server message for the file field', async () => {
    await renderPanel();
    api.on('POST', AVATAR, validationError('file', 'The file could not be read as an image.'));
    await setup().upload(uploadInput(), imageFile('me.png', 'image/png', 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be read as an image.',
    );
  });

  it('uses an image URL and shows a refused one on the URL field', async () => {
    const user = setup();
    await renderPanel();
    const url = screen.getByRole('textbox', { name: 'Image URL' });
    await user.type(url, 'http://127.0.0.1/x.png');
    await user.click(screen.getByRole('button', { name: 'Use an image URL' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('This address is not allowed.'));

    await user.clear(url);
    await user.type(url, 'https://cdn.example.com/me.png');
    await user.click(screen.getByRole('button', { name: 'Use an image URL' }));
    await waitFor(() => expect(getToasts()).toMatchObject([{ message: 'Uploaded avatar' }]));
    expect((api.sent('POST', AVATAR).at(-1)!.body as FormData).get('url')).toBe(
      'https://cdn.example.com/me.png',
    );
    // Absolute image URLs are used as they are.
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/me.png');
  });

  it('removes the image', async () => {
    const user = setup();
    await renderPanel({ image: 'uploads/avatars/old.png' });
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(getToasts()).toMatchObject([{ message: 'Removed avatar' }]));
    expect(api.sent('DELETE', AVATAR)).toHaveLength(1);
    expect(getBootstrapData().user?.image).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  it('saves the names with PUT users/{id} and updates the signed-in user', async () => {
    const user = setup();
    await renderPanel();
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Ada');
    await user.clear(first);
    await user.type(first, 'Augusta');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Countess');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(getToasts()).toMatchObject([{ message: 'Updated account details' }]),
    );
    expect(api.sent('PUT', 'users/1')[0]!.body).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      name: 'Countess',
    });
    expect(getBootstrapData().user).toMatchObject({ first_name: 'Augusta', name: 'Countess' });
  });

  it('maps a 422 on the names onto the fields', async () => {
    const user = setup();
    await renderPanel();
    api.on('PUT', 'users/1', validationError('name', 'The name field is required.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'));
    expect(name).toHaveFocus();
  });
});
