import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The host router comes from the package react-admin itself imports: under vitest's node
// resolution 'react-router' and 'react-router-dom' load as two copies (one in the browser bundle).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '@client/admin/admin-app';
import { getBootstrapData } from '@client/app/bootstrap-store';
import type { User } from '@common/users/user';
import { FRENCH_LINES } from '@server/modules/localization/message-catalogue';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../support/bootstrap-fixture';
import { stubFetch } from './fetch-stub';

/** The site's data router with the admin mounted the way the site mounts it. */
function renderSiteAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/*', Component: AdminApp },
      { path: '/login', element: <p>Site login page</p> },
      { path: '/', element: <p>Site home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function install(user: User | null) {
  installBootstrap({ user });
}

const admin = (...more: string[]) =>
  buildUserFixture({
    name: 'Ada Lovelace',
    permissions: ['admin.access', ...more].map((name) => ({ name, restrictions: [] })),
  });

/** The admin chunk renders slowly on a busy machine; the default 1 s wait is too short there. */
const SLOW = { timeout: 5_000 };
const TEST_BUDGET = 20_000;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdminApp inside the site data router', () => {
  it('shows the dashboard at /admin, with links under /admin', async () => {
    install(admin('users.update'));
    const { sent } = stubFetch({
      body: {
        counts: { users: 12, newUsersThisWeek: 3, roles: 2, activeSessions: 5 },
        recentUsers: [
          {
            id: 7,
            name: 'Greta Gerwig',
            email: 'greta@example.com',
            image: null,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    });
    const router = renderSiteAt('/admin');

    expect(await screen.findByText('Welcome, Ada Lovelace', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/');
    expect(await screen.findByText('Greta Gerwig')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Users' })).getByText('12'),
    ).toBeInTheDocument();
    expect(sent(0).url.pathname).toBe('/api/v1/admin/dashboard');
  });

  it('shows holders of reports.view the last 30 days against the previous period', async () => {
    install(admin('reports.view'));
    const days = (count: number) => [{ date: '2026-11-27', count }];
    const kpi = (value: number, previous: number) => ({ value, previous });
    const { sent } = stubFetch({
      body: {
        range: { from: '2026-10-29', to: '2026-11-27' },
        previousRange: { from: '2026-09-29', to: '2026-10-28' },
        kpis: {
          visits: kpi(150, 100),
          visitors: kpi(40, 0),
          plays: kpi(3, 6),
          members: kpi(0, 0),
          reviews: kpi(5, 5),
          comments: kpi(1, 0),
        },
        series: {
          visits: days(150),
          previousVisits: days(100),
          plays: days(3),
          previousPlays: days(6),
        },
        topTitles: [],
        topPeople: [],
      },
    });
    renderSiteAt('/admin');

    const visits = (await screen.findAllByRole('region', { name: 'Visits' }, SLOW))[0]!;
    expect(await within(visits).findByText('150')).toBeInTheDocument();
    expect(within(visits).getByText('Up 50%')).toBeInTheDocument();
    expect(within(visits).getByText('Previous period: 100')).toBeInTheDocument();
    const visitors = screen.getByRole('region', { name: 'Unique visitors' });
    expect(within(visitors).getByText('New')).toBeInTheDocument();
    const plays = screen.getAllByRole('region', { name: 'Plays' })[0]!;
    expect(within(plays).getByText('Down 50%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Reviews' })).getByText('No change'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    // reports sit right under the dashboard in the sidebar
    const menu = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(menu.slice(0, 2)).toEqual(['Dashboard', 'Reports']);
    const url = sent(0).url;
    expect(url.pathname).toBe('/api/v1/admin/reports/insights');
    expect(url.searchParams.get('to')).toBe(new Date().toISOString().slice(0, 10));
  });

  it('shows an admin holding neither reports nor users a welcome without member data', async () => {
    install(admin());
    const { mock } = stubFetch();
    renderSiteAt('/admin');

    expect(await screen.findByText('Welcome, Ada Lovelace', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
  });

  it.each([
    ['a plain user', buildUserFixture()],
    ['a guest', null],
  ])('sends %s to the site login page without signing them out', async (_who, user) => {
    install(user);
    const { mock } = stubFetch();
    const router = renderSiteAt('/admin');

    expect(await screen.findByText('Site login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
  });

  it("forwards react-admin's own login URL to the site login page", async () => {
    install(admin());
    const router = renderSiteAt('/admin/login');

    expect(await screen.findByText('Site login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs out from the user menu and lands on the site login page', async () => {
    install(admin());
    const { mock } = stubFetch({ body: { bootstrapData: buildBootstrapFixture({ user: null }) } });
    const router = renderSiteAt('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Site login page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logoutCalls = mock.mock.calls.filter(([input]) => String(input).endsWith('/auth/logout'));
    expect(logoutCalls).toHaveLength(1);
    expect(getBootstrapData().user).toBeNull();
  });

  it(
    'titles the browser tab after the admin page shown',
    async () => {
      install(admin());
      stubFetch({ body: { data: [], total: 0 } });
      const router = renderSiteAt('/admin');

      await screen.findByText('Welcome, Ada Lovelace', {}, SLOW);
      await waitFor(() => expect(document.title).toBe('Dashboard - Admin - Cinedex'), SLOW);
      await router.navigate('/admin/users');
      await waitFor(() => expect(document.title).toBe('Users - Admin - Cinedex'), SLOW);
      await router.navigate('/admin/settings/general');
      await waitFor(() => expect(document.title).toBe('Settings - Admin - Cinedex'), SLOW);
      await router.navigate('/admin/logs/error');
      await waitFor(() => expect(document.title).toBe('Logs - Admin - Cinedex'), SLOW);
    },
    TEST_BUDGET,
  );

  it(
    'titles the admin and leads back to the site in the site language',
    async () => {
      installBootstrap({
        user: admin(),
        i18n: {
          ...buildBootstrapFixture().i18n,
          language: 'fr',
          lines: { ...FRENCH_LINES },
        },
      });
      stubFetch({ body: { data: [], total: 0 } });
      renderSiteAt('/admin/users');

      await waitFor(
        () => expect(document.title).toBe('Utilisateurs - Administration - Cinedex'),
        SLOW,
      );
      expect(screen.getByRole('link', { name: 'Voir le site' })).toHaveAttribute('href', '/');
    },
    TEST_BUDGET,
  );

  it(
    'leads back to the site from the app bar and from the user menu',
    async () => {
      install(admin());
      stubFetch({ body: {} });
      const router = renderSiteAt('/admin');
      const user = userEvent.setup();

      const bar = await screen.findByRole('link', { name: 'View site' }, SLOW);
      expect(bar).toHaveAttribute('href', '/');

      await user.click(await screen.findByRole('button', { name: 'Profile' }, SLOW));
      await user.click(await screen.findByRole('menuitem', { name: 'View site' }));
      expect(await screen.findByText('Site home page', {}, SLOW)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
    TEST_BUDGET,
  );
});
