import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { UserEdit } from '@client/admin/resources/users/user-edit';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

let sent: Sent[];

const USER = {
  id: 7,
  name: 'Ada',
  email: 'ada@example.com',
  image: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  banned_at: null,
  ban_reason: null,
  two_factor_confirmed_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  roles: [],
  role_ids: [],
  first_name: null,
  last_name: null,
  language: null,
  country: null,
  timezone: null,
  permissions: [],
};

function stubServer() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method = url.searchParams.get('_method') ?? init.method ?? 'GET';
      sent.push({ method, url, body });
      const json = (payload: unknown) =>
        new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/v1/value-lists/timezones,countries,localizations') {
        return json({
          timezones: { Europe: [{ value: 'Europe/Paris', label: 'Paris' }] },
          countries: [{ code: 'FR', name: 'France' }],
          localizations: [{ language: 'fr', name: 'French' }],
        });
      }
      if (url.pathname === '/api/v1/roles') {
        return json({
          data: [],
          current_page: 1,
          per_page: 15,
          total: 0,
          last_page: 1,
          from: null,
          to: null,
        });
      }
      return json({ user: USER });
    }),
  );
}

function renderEdit(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/users/:id/*',
        element: (
          <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
            <ResourceContextProvider value="users">
              <UserEdit />
            </ResourceContextProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('UserEdit security tab', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('bans with the reason only after confirmation', async () => {
    const user = userEvent.setup();
    renderEdit('/admin/users/7/security');
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Ban user' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ban Ada?')).toBeInTheDocument();
    expect(sent.some((request) => request.url.pathname.endsWith('/ban'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent.some((request) => request.url.pathname === '/api/v1/admin/users/7/ban')).toBe(
        true,
      ),
    );
    const ban = sent.find((request) => request.url.pathname === '/api/v1/admin/users/7/ban')!;
    expect(ban.method).toBe('POST');
    expect(ban.body).toEqual({ reason: 'Spam' });
  });
});

describe('UserEdit date tab', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the value lists and saves the chosen timezone', async () => {
    const user = userEvent.setup();
    renderEdit('/admin/users/7/date');
    const timezone = await screen.findByRole('combobox', { name: 'Timezone' });
    await user.click(timezone);
    await user.click(await screen.findByRole('option', { name: 'Europe: Paris' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(
        sent.some((r) => r.method === 'PUT' && r.url.pathname === '/api/v1/admin/users/7'),
      ).toBe(true),
    );
    const save = sent.find(
      (r) => r.method === 'PUT' && r.url.pathname === '/api/v1/admin/users/7',
    )!;
    expect(save.body).toMatchObject({ timezone: 'Europe/Paris' });
  });
});
