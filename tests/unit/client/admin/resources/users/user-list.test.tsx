import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { UserList } from '@client/admin/resources/users/user-list';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../../appearance/match-media-stub';

const ADA = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  image: null,
  banned_at: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  roles: [{ id: 2, name: 'users' }],
};

function renderList() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        data: [ADA],
        current_page: 1,
        per_page: 10,
        total: 1,
        last_page: 1,
        from: 1,
        to: 1,
      }),
    ),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/admin/users/*',
        element: (
          <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
            <ResourceContextProvider value="users">
              <UserList />
            </ResourceContextProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/admin/users'] },
  );
  render(<RouterProvider router={router} />);
}

describe('UserList', () => {
  let media: MatchMediaStub;
  beforeEach(() => installBootstrap());
  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  it('shows a table on wide screens', async () => {
    media = stubMatchMedia({ width: 1280 });
    renderList();
    expect(await screen.findByRole('columnheader', { name: /Email/ })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('shows one line per user linking to the edit page on phones', async () => {
    media = stubMatchMedia({ width: 390 });
    renderList();
    const item = await screen.findByRole('link', { name: /Ada Lovelace.*ada@example.com/ });
    expect(item).toHaveAttribute('href', '/admin/users/7');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
