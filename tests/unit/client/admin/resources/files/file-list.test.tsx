import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { createI18nProvider } from '@client/admin/i18n-provider';
import { FileList } from '@client/admin/resources/files/file-list';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import type { FileEntryRecord } from '@common/api/file-entries';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { fakeApi, type FakeApi } from '../../../account/support/fake-api';

function entry(overrides: Partial<FileEntryRecord>): FileEntryRecord {
  return {
    id: 1,
    name: 'poster.png',
    file_name: 'a1',
    url: 'uploads/files/a1',
    file_size: 1536,
    mime: 'image/png',
    extension: 'png',
    type: 'image',
    path: '1',
    parent_id: null,
    workspace_id: 0,
    disk: 'public',
    owner_id: 7,
    deleted_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const POSTER = entry({});
const TRAILER = entry({
  id: 2,
  name: 'trailer.mp4',
  file_name: 'b2',
  url: 'uploads/files/b2',
  file_size: 50 * 1024 * 1024,
  mime: 'video/mp4',
  extension: 'mp4',
  type: 'video',
});
const NOTES = entry({
  id: 3,
  name: 'notes.pdf',
  url: 'uploads/files/c3',
  mime: 'application/pdf',
  extension: 'pdf',
  type: 'pdf',
});

const page = (data: FileEntryRecord[]) => ({
  data,
  current_page: 1,
  per_page: 24,
  total: data.length,
  last_page: 1,
  from: data.length ? 1 : null,
  to: data.length || null,
});

let api: FakeApi;

function renderList() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/files/*',
        element: (
          <AdminContext
            dataProvider={withResourcePaths(dataProvider)}
            i18nProvider={createI18nProvider('en')}
            basename="/admin"
          >
            <ResourceContextProvider value="files">
              <FileList />
            </ResourceContextProvider>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/admin/files'] },
  );
  render(<RouterProvider router={router} />);
}

// react-admin renders slowly on a busy machine; the default 5 s per test is too short there
describe('FileList', { timeout: 20_000 }, () => {
  beforeEach(() => {
    installBootstrap();
    api = fakeApi()
      .on('GET', 'file-entries', ({ query }) =>
        page(query.get('deleted') === '1' ? [NOTES] : [POSTER, TRAILER]),
      )
      .on('GET', 'admin/users', page([{ id: 7, name: 'Ada Lovelace' } as never]))
      .on('POST', 'file-entries/delete', {})
      .on('POST', 'file-entries/restore', {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each entry as a card with its preview, size, owner and a link to its page', async () => {
    renderList();
    const poster = await screen.findByRole('link', { name: /poster\.png/ });
    expect(poster).toHaveAttribute('href', '/admin/files/1/show');
    expect(within(poster).getByText(/^1\.5 KB/)).toBeInTheDocument();
    expect(await within(poster).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(poster.querySelector('img')).toHaveAttribute('src', '/uploads/files/a1');
    const trailer = screen.getByRole('link', { name: /trailer\.mp4/ });
    expect(within(trailer).getByText(/^50 MB/)).toBeInTheDocument();
    expect(trailer.querySelector('video')).toHaveAttribute('src', '/uploads/files/b2#t=0.5');

    const list = api.sent('GET', 'file-entries')[0]!.query;
    expect(Object.fromEntries(list)).toMatchObject({
      page: '1',
      perPage: '24',
      orderBy: 'created_at',
      orderDir: 'desc',
    });
  });

  it('sorts and searches through the API', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: /poster\.png/ });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Largest first' }));
    await waitFor(() =>
      expect(api.sent('GET', 'file-entries').at(-1)!.query.get('orderBy')).toBe('file_size'),
    );
    await user.type(screen.getByPlaceholderText('Search'), 'post');
    await waitFor(() =>
      expect(api.sent('GET', 'file-entries').at(-1)!.query.get('query')).toBe('post'),
    );
  });

  it('filters by type and by upload dates as the API reads them', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: /poster\.png/ });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Upload date' }));
    fireEvent.change(await screen.findByLabelText('Uploaded from'), {
      target: { value: '2026-11-01' },
    });
    await waitFor(() =>
      expect(api.sent('GET', 'file-entries').at(-1)!.query.get('date')).toBe('2026-11-01,'),
    );
    fireEvent.change(screen.getByLabelText('Uploaded until'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(api.sent('GET', 'file-entries').at(-1)!.query.get('date')).toBe(
        '2026-11-01,2026-11-30',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Type' }));
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Video' }));
    await waitFor(() =>
      expect(api.sent('GET', 'file-entries').at(-1)!.query.get('type')).toBe('video'),
    );
  });

  it('moves the selection to the trash, and Undo restores it on the server', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select poster.png' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select trailer.mp4' }));
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));

    await waitFor(() => expect(api.sent('POST', 'file-entries/delete')).toHaveLength(1));
    expect(api.sent('POST', 'file-entries/delete')[0]!.body).toMatchObject({
      entryIds: [1, 2],
      deleteForever: false,
    });
    expect(await screen.findByText('2 files moved to the trash')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.sent('POST', 'file-entries/restore')).toHaveLength(1));
    expect(api.sent('POST', 'file-entries/restore')[0]!.body).toMatchObject({ entryIds: [1, 2] });
  });

  it('in the trash, restores or deletes forever after a confirmation', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: /poster\.png/ });
    await user.click(screen.getByRole('button', { name: 'Trash' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select notes.pdf' }));
    expect(api.sent('GET', 'file-entries').at(-1)!.query.get('deleted')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Move to trash' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 1 file forever?')).toBeInTheDocument();
    expect(api.sent('POST', 'file-entries/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(api.sent('POST', 'file-entries/delete')).toHaveLength(1));
    expect(api.sent('POST', 'file-entries/delete')[0]!.body).toMatchObject({
      entryIds: [3],
      deleteForever: true,
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Select notes.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.sent('POST', 'file-entries/restore')).toHaveLength(1));
    expect(api.sent('POST', 'file-entries/restore')[0]!.body).toMatchObject({ entryIds: [3] });
  });

  it('says when nothing matches, and offers an upload when there is nothing at all', async () => {
    api.on('GET', 'file-entries', page([]));
    const user = userEvent.setup();
    renderList();
    expect(
      await screen.findByText('No files yet. Drop files on this page or upload them.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload' }).length).toBeGreaterThan(0);
    await user.type(screen.getByPlaceholderText('Search'), 'zzz');
    expect(await screen.findByText('There are no items matching your query')).toBeInTheDocument();
  });
});
