import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPasswordConfirmation } from '@client/auth/password-confirmation/password-confirmation-memory';
import { DevelopersPanel } from '@client/account/developers/developers-panel';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { fakeApi, validationError, type FakeApi } from '../support/fake-api';
import {
  closeDialogs,
  installAccountBootstrap,
  renderAccountRoute,
} from '../support/render-account-page';

const PLAIN_TOKEN = '7|kq3Zl0vYbVfXc1Qe9sTt8uWwR2yA5mN4';
const WARNING =
  'Make sure to store your token in a safe place. After this dialog is closed, token will not be accessible again.';

let api: FakeApi;
let tokens: Array<{ id: number; name: string; last_used_at: string | null }>;

function serveTokens() {
  tokens = [
    { id: 1, name: 'Backup script', last_used_at: null },
    { id: 2, name: 'Importer', last_used_at: new Date(Date.now() - 5 * 60_000).toISOString() },
  ];
  api = fakeApi()
    .on('GET', 'access-tokens', () => ({ tokens }))
    .on('GET', 'auth/user/confirmed-password-status', { confirmed: false })
    .on('POST', 'auth/user/confirm-password', { ok: true })
    .on('POST', 'access-tokens', ({ body }) => {
      const { tokenName } = body as { tokenName: string };
      if (tokenName === 'taken') return validationError('tokenName', 'That name is taken.');
      const token = { id: tokens.length + 10, name: tokenName, last_used_at: null };
      tokens = [...tokens, token];
      return { token, plainTextToken: PLAIN_TOKEN };
    });
  api.on('DELETE', 'access-tokens/2', () => {
    tokens = tokens.filter((token) => token.id !== 2);
    return {};
  });
}

function renderPanel() {
  installAccountBootstrap();
  return renderAccountRoute(<DevelopersPanel />);
}

/** Opens the create dialog, names the token and gets through the password confirmation. */
async function createToken(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Create token' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create new token' });
  const nameField = within(dialog).getByLabelText(/^Token name/);
  expect(nameField).toBeRequired();
  expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  await user.type(nameField, name);
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm password' });
  await user.type(within(confirm).getByLabelText(/^Password/), 'secret');
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

describe('DevelopersPanel', { timeout: 15_000 }, () => {
  beforeEach(() => {
    forgetPasswordConfirmation();
    serveTokens();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await closeDialogs();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('lists tokens with their last use, or Never', async () => {
    renderPanel();
    const unused = (await screen.findByText('Backup script')).closest('li')!;
    expect(unused).toHaveTextContent('Last used: Never');
    const used = screen.getByText('Importer').closest('li')!;
    expect(used).toHaveTextContent('Last used: 5 minutes ago');
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      '/api-docs',
    );
  });

  it('shows an empty state without tokens', async () => {
    api.on('GET', 'access-tokens', { tokens: [] });
    renderPanel();
    expect(await screen.findByText('You have not created any API tokens yet.')).toBeVisible();
  });

  it('creates a token after the password confirmation and shows it once, read-only', async () => {
    const user = userEvent.setup();
    renderPanel();
    const dialog = await createToken(user, 'CI deploys');

    const field = await within(dialog).findByRole('textbox', { name: 'API token' });
    expect(field).toHaveValue(PLAIN_TOKEN);
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByText(WARNING)).toBeVisible();
    expect(api.sent('POST', 'access-tokens').map((request) => request.body)).toEqual([
      { tokenName: 'CI deploys' },
    ]);
    expect(api.sent('POST', 'auth/user/confirm-password')).toHaveLength(1);
    expect(getToasts()).toMatchObject([{ message: 'Token create' }]);
    // The list refreshes with the new token, which has never been used.
    expect((await screen.findByText('CI deploys')).closest('li')).toHaveTextContent('Never');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(PLAIN_TOKEN)).not.toBeInTheDocument();

    // A second creation reuses the remembered confirmation.
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const again = await screen.findByRole('dialog', { name: 'Create new token' });
    await user.type(within(again).getByLabelText(/^Token name/), 'Second');
    await user.click(within(again).getByRole('button', { name: 'Create' }));
    await within(again).findByRole('textbox', { name: 'API token' });
    expect(api.sent('POST', 'auth/user/confirm-password')).toHaveLength(1);
  });

  it('copies the token and says Copied! for one second', async () => {
    const user = userEvent.setup();
    renderPanel();
    const dialog = await createToken(user, 'CI deploys');
    await within(dialog).findByRole('textbox', { name: 'API token' });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(PLAIN_TOKEN);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeVisible();

    act(() => vi.advanceTimersByTime(999));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it('shows a refused token name on its field', async () => {
    const user = userEvent.setup();
    renderPanel();
    const dialog = await createToken(user, 'taken');
    const nameField = within(dialog).getByLabelText(/^Token name/);
    await waitFor(() => expect(nameField).toHaveAccessibleDescription('That name is taken.'));
    expect(within(dialog).queryByRole('textbox', { name: 'API token' })).not.toBeInTheDocument();
  });

  it('deletes a token after confirmation', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete token Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete token' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Importer')).not.toBeInTheDocument());
    expect(api.sent('DELETE', 'access-tokens/2')).toHaveLength(1);
    expect(getToasts()).toMatchObject([{ message: 'Token deleted' }]);
  });

  it('keeps the token when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete token Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete token' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', 'access-tokens/2')).toHaveLength(0);
    expect(screen.getByText('Importer')).toBeVisible();
  });
});
