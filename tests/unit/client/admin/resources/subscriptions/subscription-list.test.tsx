import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPlan, AdminSubscription } from '@common/api/admin-billing';
import { dataProvider } from '@client/admin/data-provider';
import { SubscriptionList } from '@client/admin/resources/subscriptions/subscription-list';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { recordFetch, type SentRequest, onePage } from '../../../../../support/recorded-fetch';
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

const plan = (id: number, name: string, prices: AdminPlan['prices']): AdminPlan => ({
  id,
  name,
  description: null,
  hidden: false,
  free: false,
  recommended: false,
  default: false,
  feature_list: [],
  position: id,
  prices,
  permissions: [],
  stripe_id: null,
  paypal_id: null,
  subscriptions_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const PLANS = [
  plan(4, 'Pro', [SUBSCRIPTION.price]),
  plan(6, 'Studio', [
    { id: 20, amount: 2900, currency: 'EUR', interval: 'month', interval_count: 1 },
    { id: 21, amount: 29000, currency: 'EUR', interval: 'year', interval_count: 1 },
  ]),
];

let sent: SentRequest[];

function stubServer() {
  sent = recordFetch(({ url }) => {
    if (url.pathname === '/api/v1/admin/plans') return Response.json(onePage(PLANS, 100));
    if (url.pathname.endsWith('/change-plan')) {
      return Response.json({ subscription: { ...SUBSCRIPTION, product_id: 6 } });
    }
    if (url.pathname.endsWith('/cancel')) {
      return Response.json({ subscription: { ...SUBSCRIPTION, status: 'cancelled' } });
    }
    return Response.json(onePage([SUBSCRIPTION], 100));
  });
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

  it('moves a subscription to another plan and price', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Lovelace' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change plan' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Studio' }));
    expect(within(dialog).getByRole('combobox', { name: 'Price' })).toHaveTextContent(
      '€29 / month',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Price' }));
    await user.click(screen.getByRole('option', { name: '€290 / year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Plan changed')).toBeInTheDocument();
    const change = sent.find((request) => request.url.pathname.endsWith('/change-plan'))!;
    expect(change.url.pathname).toBe('/api/v1/admin/subscriptions/5/change-plan');
    expect(change.body).toEqual({ productId: 6, priceId: 21 });
  }, 20_000);
});
