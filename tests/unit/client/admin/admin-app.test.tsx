import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminApp } from '@client/admin/admin-app';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/*', Component: AdminApp },
      { path: '/login', element: <p>Site login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AdminApp', () => {
  it('renders the dashboard', async () => {
    installBootstrap({ user: buildUserFixture({ permissions: [{ name: 'admin.access', restrictions: [] }] }) });
    renderAt('/admin');
    await new Promise((r) => setTimeout(r, 1500));
    console.log(document.body.textContent);
  }, 10000);
});
