import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@client/admin/i18n-provider';
import { dataProvider } from '@client/admin/data-provider';
import { SubscriptionCreate } from '@client/admin/resources/subscriptions/subscription-create';
import { endOfDayIso } from '@client/admin/resources/subscriptions/subscription-record';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { recordFetch, type SentRequest, onePage } from '../../../../../support/recorded-fetch';

const ADA = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', image: null };
const STUDIO = {
  id: 6,
  name: 'Studio',
  prices: [
    { id: 20, amount: 2900, currency: 'EUR', interval: 'month', interval_count: 1 },
    { id: 21, amount: 29000, currency: 'EUR', interval: 'year', interval_count: 1 },
  ],
};

let sent: SentRequest[];

function stubServer() {
  sent = recordFetch(({ method, url }) => {
    if (method === 'POST') return Response.json({ subscription: { id: 3 } });
    if (url.pathname === '/api/v1/admin/users') return Response.json(onePage([ADA]));
    if (url.pathname === '/api/v1/admin/plans/6') return Response.json({ plan: STUDIO });
    return Response.json(onePage([STUDIO]));
  });
}

function renderCreate() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/subscriptions/create',
        element: (
          <AdminContext
            dataProvider={withResourcePaths(dataProvider)}
            i18nProvider={createI18nProvider('en')}
            basename="/admin"
          >
            <ResourceContextProvider value="subscriptions">
              <SubscriptionCreate />
            </ResourceContextProvider>
          </AdminContext>
        ),
      },
      { path: '/admin/subscriptions', element: <p>subscriptions list</p> },
    ],
    { initialEntries: ['/admin/subscriptions/create'] },
  );
  render(<RouterProvider router={router} />);
}

describe('grant subscription page', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("grants a member one of a plan's prices until a date", async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('combobox', { name: /User/ }));
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace (ada@example.com)' }));
    await user.click(screen.getByRole('combobox', { name: /Plan/ }));
    await user.click(await screen.findByRole('option', { name: 'Studio' }));
    await user.click(screen.getByRole('combobox', { name: /Price/ }));
    await user.click(await screen.findByRole('option', { name: '€290 / year' }));
    fireEvent.change(screen.getByLabelText('Ends on'), { target: { value: '2027-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const grant = sent.find((request) => request.method === 'POST')!;
    expect(grant.url.pathname).toBe('/api/v1/admin/subscriptions');
    expect(grant.body).toEqual({
      user_id: 7,
      product_id: 6,
      price_id: 21,
      ends_at: endOfDayIso('2027-01-31'),
    });
    expect(await screen.findByText('subscriptions list')).toBeInTheDocument();
  }, 20_000);
});
