import type { ReactElement, ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import type { User } from '@common/users/user';
import { AccountSettingsPage } from '@client/account/account-settings-page';
import { useAccountUser, type AccountUser } from '@client/account/account-user';
import { DialogHost } from '@client/ui/dialog/dialog-host';
import { closeAllDialogs, getDialogs } from '@client/ui/dialog/dialog-store';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../support/bootstrap-fixture';
import type { FakeApi } from './fake-api';

type Settings = BootstrapData['settings'];

export interface AccountPageOptions {
  user?: Partial<User> & Record<string, unknown>;
  settings?: (settings: Settings) => Partial<Settings>;
}

/** Installs a signed-in user and the settings a test needs; returns the user. */
export function installAccountBootstrap({
  user: overrides = {},
  settings,
}: AccountPageOptions = {}) {
  const user = buildUserFixture(overrides);
  const base = buildBootstrapFixture().settings;
  installBootstrap({ user, settings: { ...base, ...settings?.(base) } });
  return user;
}

/**
 * What GET users/me, user-sessions, value lists and access tokens answer; a test overrides one
 * by registering its route again afterwards.
 */
export function answerPageQueries(api: FakeApi, user: object): FakeApi {
  return api
    .on('GET', 'users/me', () => ({ user }))
    .on('GET', 'user-sessions', { sessions: [] })
    .on('GET', 'access-tokens', { tokens: [] })
    .on('GET', 'value-lists/timezones,countries,localizations', {
      timezones: {
        Europe: [
          { value: 'Europe/London', label: 'London' },
          { value: 'Europe/Paris', label: 'Paris' },
        ],
        America: [{ value: 'America/New_York', label: 'New York' }],
      },
      countries: [
        { code: 'FR', name: 'France' },
        { code: 'GB', name: 'United Kingdom' },
      ],
      localizations: [
        { language: 'en', name: 'English' },
        { language: 'fr', name: 'Français' },
      ],
    });
}

/** The page at /account-settings in a memory router, with the dialog host and a /login route. */
export function renderAccountPage(path = '/account-settings') {
  return renderAccountRoute(<AccountSettingsPage />, path);
}

/** One element (a page or a single panel) as the account settings route would render it. */
export function renderAccountRoute(element: ReactElement, path = '/account-settings') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The dialog host lives in a layout around every route, as RootLayout has it in the app.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <DialogHost />
          </>
        ),
        children: [
          { path: '/account-settings', element },
          { path: '/login', element: <p>Login page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders a panel with the user as GET users/me answers it, so changes flow back as on the page. */
export function WithAccountUser({ children }: { children: (user: AccountUser) => ReactNode }) {
  const { data } = useAccountUser();
  return data ? <>{children(data)}</> : null;
}

/** Closes dialogs left open and lets them unmount while the host still exists. */
export async function closeDialogs() {
  act(() => closeAllDialogs());
  await waitFor(() => expect(getDialogs()).toEqual([]));
}
