import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { RoleEdit } from '@client/admin/resources/roles/role-edit';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

let sent: Sent[];

const ROLE = {
  id: 3,
  name: 'Curators',
  description: null,
  default: false,
  guests: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  permissions: [{ name: 'titles.view', restrictions: [] }],
};

const PERMISSIONS = {
  titles: [
    {
      name: 'titles.view',
      display_name: 'View titles',
      description: 'Browse catalogue pages.',
      group: 'titles',
      restrictions: [],
      advanced: false,
    },
  ],
  lists: [
    {
      name: 'lists.create',
      display_name: 'Create lists',
      description: 'Create lists of titles.',
      group: 'lists',
      restrictions: [{ name: 'count', description: 'How many lists.' }],
      advanced: false,
    },
  ],
};

/** The network boundary: answers by path like the server would, recording what was sent. */
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
      if (url.pathname === '/api/v1/permissions') return json({ permissions: PERMISSIONS });
      if (method === 'PUT') return json({ role: { ...ROLE, ...(body as object) } });
      return json({ role: ROLE });
    }),
  );
}

function renderEdit() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/roles/:id',
        element: (
          <AdminContext dataProvider={dataProvider} basename="/admin">
            <ResourceContextProvider value="roles">
              <RoleEdit />
            </ResourceContextProvider>
          </AdminContext>
        ),
      },
      { path: '/admin/roles', element: <p>roles list</p> },
    ],
    { initialEntries: ['/admin/roles/3'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RoleEdit', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows permissions grouped with descriptions and saves a restriction value', async () => {
    const user = userEvent.setup();
    renderEdit();
    const view = await screen.findByRole('switch', { name: 'View titles' });
    expect(view).toBeChecked();
    expect(screen.getByRole('group', { name: 'lists' })).toBeInTheDocument();
    const create = screen.getByRole('switch', { name: 'Create lists' });
    expect(create).toHaveAccessibleDescription('Create lists of titles.');
    expect(screen.queryByRole('spinbutton', { name: 'count' })).toBeNull();
    await user.click(create);
    await user.type(screen.getByRole('spinbutton', { name: 'count' }), '4');
    await user.click(view);
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/roles/3');
    expect(put.body).toEqual({
      name: 'Curators',
      description: null,
      default: false,
      guests: false,
      permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: 4 }] }],
    });
  });
});
