import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, SimpleForm } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileEntryInput } from '@client/admin/uploads';
import { buildBootstrapFixture, installBootstrap } from '../../../../support/bootstrap-fixture';

function FormValue({ source }: { source: string }) {
  const value: unknown = useWatch({ name: source });
  return <output aria-label="form value">{JSON.stringify(value ?? null)}</output>;
}

function renderForm(input: React.ReactNode, record: Record<string, unknown> = {}) {
  return render(
    <AdminContext>
      <SimpleForm record={record} toolbar={false}>
        {input}
        <FormValue source="poster" />
      </SimpleForm>
    </AdminContext>,
  );
}

function choose(group: HTMLElement, file: File) {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

const formValue = () => screen.getByRole('status', { name: 'form value' }).textContent;

describe('FileEntryInput', { timeout: 20_000 }, () => {
  beforeEach(() => installBootstrap());

  it('shows the stored image from the site base and removes it', async () => {
    const user = userEvent.setup();
    renderForm(<FileEntryInput source="poster" kind="image" label="Poster" />, {
      poster: 'uploads/files/abc',
    });
    const group = screen.getByRole('group', { name: 'Poster' });
    expect(within(group).getByRole('img', { name: 'Preview of Poster' })).toHaveAttribute(
      'src',
      '/uploads/files/abc',
    );
    await user.click(within(group).getByRole('button', { name: 'Remove Poster' }));
    expect(formValue()).toBe('null');
    expect(within(group).queryByRole('img', { name: 'Preview of Poster' })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Upload Poster' })).toBeInTheDocument();
  });

  it("refuses a file that is not an image before sending it, with spec 5's message", () => {
    renderForm(<FileEntryInput source="poster" kind="image" label="Poster" />);
    const group = screen.getByRole('group', { name: 'Poster' });
    expect(group.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/*');
    choose(group, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('This file type is not allowed');
    expect(formValue()).toBe('null');
  });

  it("applies the site's size limit too, naming the file", () => {
    const { settings } = buildBootstrapFixture();
    installBootstrap({
      settings: { ...settings, uploading: { ...settings.uploading, max_size_mb: 1 } },
    });
    renderForm(<FileEntryInput source="poster" kind="video" label="Trailer" />);
    const group = screen.getByRole('group', { name: 'Trailer' });
    choose(
      group,
      new File([new Uint8Array(2 * 1024 * 1024)], 'trailer.mp4', { type: 'video/mp4' }),
    );
    expect(within(group).getByRole('alert')).toHaveTextContent(
      '`trailer.mp4` exceeds maximum allowed size of 1 MB',
    );
  });

  it('keeps a gallery as a list of urls', () => {
    renderForm(<FileEntryInput source="poster" kind="gallery" label="Stills" />, {
      poster: ['uploads/files/a', 'uploads/files/b'],
    });
    expect(screen.getAllByRole('img', { name: /^Image \d of 2$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add images to Stills' })).toBeInTheDocument();
  });
});
