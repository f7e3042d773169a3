import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { TitleCreate } from '@client/admin/resources/titles/title-create';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';

let posted: unknown[];

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderCreate() {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
      posted.push(body);
      return Response.json({ title: { id: 42, ...body } });
    }),
  );
  const admin = (children: React.ReactNode) => (
    <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
      <ResourceContextProvider value="titles">{children}</ResourceContextProvider>
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/titles/create', element: admin(<TitleCreate />) },
      { path: '/admin/titles/:id/*', element: <Where /> },
    ],
    { initialEntries: ['/admin/titles/create'] },
  );
  render(<RouterProvider router={router} />);
}

describe('TitleCreate', () => {
  beforeEach(() => installBootstrap());
  afterEach(() => vi.unstubAllGlobals());

  it('checks the name before sending, then opens the new title on its edit page', async () => {
    const user = userEvent.setup();
    renderCreate();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.click(name);
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(name);
    await user.paste('Harbour Lights');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ type: 'movie', name: 'Harbour Lights' });
    expect(await screen.findByText('at /admin/titles/42/edit/primary-facts')).toBeInTheDocument();
  }, 20_000);
});
