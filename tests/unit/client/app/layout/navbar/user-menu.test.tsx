import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@common/users/user';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { UserMenu } from '@client/app/layout/navbar/user-menu';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../../appearance/match-media-stub';
import { resetThemeState } from '../../../appearance/reset-theme-state';
import { recordFetch } from '../../../../../support/recorded-fetch';
import { defaultWorkspace, jsonResponse } from '../../../workspaces/workspace-fixtures';
import { renderApp } from '../../render-app';
import { settingsWith } from '../../settings-patch';

const subscriber = () =>
  buildUserFixture({ subscriptions: [{ id: 1, valid: true, active: true }] });

async function openMenu(user: User = buildUserFixture()) {
  const events = userEvent.setup();
  const view = renderApp(<UserMenu />, {
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
  await events.click(screen.getByRole('button', { name: `Account menu for ${user.name}` }));
  // the menu's code loads when it first opens
  return { events, view, menu: await screen.findByRole('menu') };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('UserMenu', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    resetThemeState();
    installBootstrap({ user: buildUserFixture() });
    media = stubMatchMedia({ width: 1280 });
    // the workspace entry names the active workspace (tests/unit/client/workspaces has the rest)
    recordFetch(() => jsonResponse({ workspaces: [defaultWorkspace] }));
  });

  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  it("lists the visible 'auth-dropdown' items, the theme toggle and Log out", async () => {
    const { menu } = await openMenu();
    // 'Admin area' needs admin.access, which this user lacks
    expect(itemNames(menu)).toEqual([
      'DefaultWorkspace',
      'Your profile',
      'Your lists',
      'Watchlist',
      'Account settings',
      'Light mode',
      'Log out',
    ]);
    // the current-user-id placeholder is filled in; the profile page then fixes the slug
    expect(within(menu).getByRole('menuitem', { name: 'Your profile' })).toHaveAttribute(
      'href',
      `/user/${buildUserFixture().id}/profile`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
  });

  it('names the mode the toggle switches to and switches the theme permanently', async () => {
    const { events, menu } = await openMenu();
    await events.click(within(menu).getByRole('menuitem', { name: 'Light mode' }));
    expect(document.documentElement.dataset.themeId).toBe('2');
    expect(localStorage.getItem('be-active-theme')).toBe('2');

    await events.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(screen.getByRole('menuitem', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('has no theme toggle when users may not change the theme', async () => {
    installBootstrap({
      user: buildUserFixture(),
      settings: settingsWith({ themes: { default_id: 1, user_change: false } }),
    });
    const { menu } = await openMenu();
    expect(itemNames(menu)).toEqual([
      'DefaultWorkspace',
      'Your profile',
      'Your lists',
      'Watchlist',
      'Account settings',
      'Log out',
    ]);
  });

  it('shows Billing only to subscribed users', async () => {
    installBootstrap({ user: subscriber() });
    const { menu, view } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    view.unmount();

    installBootstrap({
      user: buildUserFixture({ subscriptions: [{ id: 1, valid: false, active: false }] }),
    });
    const second = await openMenu();
    expect(within(second.menu).queryByRole('menuitem', { name: 'Billing' })).toBeNull();
  });

  describe('Notifications entry', () => {
    const withNotifications = (integrated: boolean) =>
      installBootstrap({
        user: buildUserFixture({ unread_notifications_count: 3 }),
        settings: settingsWith({ notifications: { integrated } }),
      });

    it('appears below 768 px when notifications are integrated, with the unread count', async () => {
      media.restore();
      media = stubMatchMedia({ width: 375 });
      withNotifications(true);
      const { menu } = await openMenu();
      const entry = within(menu).getByRole('menuitem', { name: /Notifications/ });
      expect(entry).toHaveAttribute('href', '/notifications');
      expect(entry).toHaveTextContent('3');
    });

    it('is absent on larger screens and when notifications are not integrated', async () => {
      withNotifications(true);
      const desktop = await openMenu();
      expect(within(desktop.menu).queryByRole('menuitem', { name: /Notifications/ })).toBeNull();
      desktop.view.unmount();

      media.restore();
      media = stubMatchMedia({ width: 375 });
      withNotifications(false);
      const mobile = await openMenu();
      expect(within(mobile.menu).queryByRole('menuitem', { name: /Notifications/ })).toBeNull();
    });
  });

  it('logs out through the API and goes to /login', async () => {
    const guestData = buildBootstrapFixture({ user: null });
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('me/workspaces')
        ? jsonResponse({ workspaces: [defaultWorkspace] })
        : new Response(JSON.stringify({ bootstrapData: guestData }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { events, menu, view } = await openMenu();
    await events.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const logoutCalls = calls.filter(([url]) => url === '/auth/logout');
    expect(logoutCalls).toHaveLength(1);
    expect(logoutCalls[0]?.[1].method).toBe('POST');
    expect(getBootstrapData().user).toBeNull();
  });
});
