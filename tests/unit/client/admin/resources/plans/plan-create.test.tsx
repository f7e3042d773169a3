import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@client/admin/i18n-provider';
import { dataProvider } from '@client/admin/data-provider';
import { PlanCreate } from '@client/admin/resources/plans/plan-pages';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { recordFetch, type SentRequest } from '../../../../../support/recorded-fetch';

let sent: SentRequest[];

function stubServer() {
  sent = recordFetch(({ url, body }) => {
    if (url.pathname === '/api/v1/permissions') return Response.json({ permissions: {} });
    return Response.json({ plan: { id: 9, ...(body as object) } });
  });
}

function renderCreate() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/plans/create/*',
        element: (
          <AdminContext
            dataProvider={withResourcePaths(dataProvider)}
            i18nProvider={createI18nProvider('en')}
            basename="/admin"
          >
            <ResourceContextProvider value="plans">
              <PlanCreate />
            </ResourceContextProvider>
          </AdminContext>
        ),
      },
      { path: '/admin/plans/:id', element: <p>plan 9 edit page</p> },
    ],
    { initialEntries: ['/admin/plans/create'] },
  );
  render(<RouterProvider router={router} />);
}

const posts = () => sent.filter((request) => request.method === 'POST');

describe('plan create page', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a name and a price, then creates the plan in minor units', async () => {
    const user = userEvent.setup();
    renderCreate();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.type(name, ' ');
    await user.click(save);
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(await screen.findByText('A paid plan needs at least one price.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.click(name);
    await user.paste('Festival');
    await user.click(screen.getByRole('tab', { name: /Prices/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('textbox', { name: 'Amount' }));
    await user.paste('0.30');
    await user.click(screen.getByRole('tab', { name: /Features/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('textbox', { name: 'Feature' }));
    await user.paste('Festival films');
    await user.click(save);

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url.pathname).toBe('/api/v1/admin/plans');
    expect(posts()[0]!.body).toEqual({
      name: 'Festival',
      description: null,
      hidden: false,
      free: false,
      recommended: false,
      default: false,
      position: 0,
      prices: [{ amount: 30, currency: 'USD', interval: 'month', interval_count: 1 }],
      feature_list: ['Festival films'],
      permissions: [],
    });
    expect(await screen.findByText('plan 9 edit page')).toBeInTheDocument();
  }, 20_000);
});
