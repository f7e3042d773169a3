import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSubscription } from '@common/api/admin-billing';
import { dataProvider } from '@client/admin/data-provider';
import { SubscriptionList } from '@client/admin/resources/subscriptions/subscription-list';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../../appearance/match-media-stub';

const SUBSCRIPTION: AdminSubscription = {
  id: 5,
  user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', image: null },
  product_id: 4,
  product_name: 'Pro',
  price: { id: 10, amount: 9900, currency: 'EUR', interval: 'year', interval_count: 1 },
  gateway: 'stripe',
  gateway_id: 'sub_1',
  status: 'active',
  valid: true,
  on_grace_period: false,
  renews_at: '2027-01-01T00:00:00.000Z',
  ends_at: null,
  cancelled_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}
let sent: Sent[];

function stubServer() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method: init.method ?? 'GET', url, body });
      if (url.pathname.endsWith('/cancel')) {
        return Response.json({ subscription: { ...SUBSCRIPTION, status: 'cancelled' } });
      }
      return Response.json({
        data: [SUBSCRIPTION],
        current_page: 1,
        per_page: 10,
        total: 1,
        last_page: 1,
        from: 1,
        to: 1,
      });
    }),
  );
}

function renderList() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/subscriptions/*',
        element: (
          <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
            <ResourceContextProvider value="subscriptions">
              <SubscriptionList />
            </ResourceContextProvider>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/admin/subscriptions'] },
  );
  render(<RouterProvider router={router} />);
}

describe('SubscriptionList', () => {
  let media: MatchMediaStub;
  beforeEach(() => {
    installBootstrap();
    media = stubMatchMedia({ width: 1280 });
    stubServer();
  });
  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  it('shows the subscriber, plan, price and status in words, and cancels immediately', async () => {
    const user = userEvent.setup();
    renderList();
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/admin/users/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row).getByText('€99 / year')).toBeInTheDocument();
    expect(within(row).getByText('Stripe')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(sent[0]!.url.pathname).toBe('/api/v1/admin/subscriptions');

    await user.click(within(row).getByRole('button', { name: 'Actions for Ada Lovelace' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Resume' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Extend' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('radio', { name: /Immediately/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
    const cancel = sent.find((request) => request.url.pathname.endsWith('/cancel'))!;
    expect(cancel.url.pathname).toBe('/api/v1/admin/subscriptions/5/cancel');
    expect(cancel.body).toEqual({ immediately: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});
