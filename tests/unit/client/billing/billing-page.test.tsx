import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingSubscription } from '@common/api/billing';
import { BillingLayout } from '@client/billing/billing-area/billing-layout';
import { BillingPage } from '@client/billing/billing-area/billing-page';
import { CancelSubscriptionPage } from '@client/billing/billing-area/cancel-page';
import { invoiceHref } from '@client/billing/billing-area/invoices-panel';
import { RenewSubscriptionPage } from '@client/billing/billing-area/renew-page';
import { dismissToast, getToasts } from '@client/ui/toast/toast-store';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { fakeApi, jsonResponse, type FakeApi } from '../account/support/fake-api';
import { renderRoutes } from '../auth/support/render-routes';
import { buildSubscription, page } from './support/billing-fixtures';

const subscribedUser = buildUserFixture({
  subscriptions: [{ id: 5, valid: true, active: true }],
});

function renderBilling(path = '/billing') {
  return renderRoutes(
    [
      {
        path: '/billing',
        element: <BillingLayout />,
        children: [
          { index: true, element: <BillingPage /> },
          { path: 'cancel', element: <CancelSubscriptionPage /> },
          { path: 'renew', element: <RenewSubscriptionPage /> },
        ],
      },
      { path: '/pricing', element: <p>Pricing page</p> },
    ],
    path,
  );
}

function answer(subscription: BillingSubscription | null, invoices: unknown[] = []): FakeApi {
  return fakeApi()
    .on('GET', 'billing/subscription', { subscription })
    .on('GET', 'billing/invoices', page(invoices))
    .on('GET', 'users/me', { user: subscribedUser });
}

const planPanel = () => screen.getByRole('region', { name: 'Current plan' });

describe('the billing area', () => {
  beforeEach(() => {
    installBootstrap({ user: subscribedUser });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => dismissToast());
  });

  it('shows an active plan with its renewal date, and offers Cancel, not Renew', async () => {
    answer(buildSubscription());
    renderBilling();
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const panel = planPanel();
    expect(within(panel).getByText('Pro')).toBeVisible();
    expect(within(panel).getByText('Active')).toBeVisible();
    expect(within(panel).getByText('$9.99 / month')).toBeVisible();
    expect(within(panel).getByText('Renews on March 4, 2027.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Cancel subscription' })).toHaveAttribute(
      'href',
      '/billing/cancel',
    );
    expect(within(panel).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/billing/change-plan',
    );
    expect(within(panel).queryByRole('link', { name: 'Renew subscription' })).toBeNull();
  });

  it('offers Renew, not Cancel, while a cancelled plan is still running', async () => {
    answer(
      buildSubscription({
        status: 'cancelled',
        active: false,
        on_grace_period: true,
        renews_at: null,
        ends_at: '2027-01-15T12:00:00.000Z',
      }),
    );
    renderBilling();
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    const panel = planPanel();
    expect(within(panel).getByText('Cancelled')).toBeVisible();
    expect(within(panel).getByText('Your plan stays active until January 15, 2027.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Renew subscription' })).toHaveAttribute(
      'href',
      '/billing/renew',
    );
    expect(within(panel).queryByRole('link', { name: 'Cancel subscription' })).toBeNull();
  });

  it.each([
    ['trialing', 'Trial', 'Renews on March 4, 2027.'],
    ['past_due', 'Past due', 'Your last payment failed. Please update your payment method.'],
    ['incomplete', 'Incomplete', 'Your first payment has not been completed yet.'],
  ] as const)('words the %s status', async (status, label, detail) => {
    answer(buildSubscription({ status }));
    renderBilling();
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    expect(within(planPanel()).getByText(label)).toBeVisible();
    expect(within(planPanel()).getByText(detail)).toBeVisible();
  });

  it('offers the plans once a subscription has expired', async () => {
    answer(
      buildSubscription({
        status: 'expired',
        valid: false,
        active: false,
        renews_at: null,
        ends_at: '2026-10-01T12:00:00.000Z',
      }),
    );
    renderBilling();
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    const panel = planPanel();
    expect(within(panel).getByText('Expired')).toBeVisible();
    expect(within(panel).getByText('Ended on October 1, 2026.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(panel).queryByRole('link', { name: 'Cancel subscription' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Renew subscription' })).toBeNull();
  });

  it('shows the card and the invoices, each downloadable', async () => {
    answer(buildSubscription(), [
      {
        id: 9,
        number: 'INV-0009',
        amount: 999,
        currency: 'USD',
        status: 'paid',
        created_at: '2026-03-04T12:00:00.000Z',
        paid_at: '2026-03-04T12:00:00.000Z',
        download_url: 'http://localhost:3000/api/v1/billing/invoices/9/download',
      },
    ]);
    renderBilling();
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(method).getByText('Visa •••• 4242')).toBeVisible();
    expect(within(method).getByText('Expires 04/2030')).toBeVisible();
    expect(within(method).getByRole('link', { name: 'Change payment method' })).toHaveAttribute(
      'href',
      '/billing/change-payment-method',
    );
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('Mar 4, 2026')).toBeVisible();
    expect(within(invoices).getByText('Paid')).toBeVisible();
    expect(
      within(invoices).getByRole('link', { name: 'Download invoice INV-0009' }),
    ).toHaveAttribute('href', 'http://localhost:3000/api/v1/billing/invoices/9/download');
  });

  it('says when there are no invoices yet', async () => {
    answer(buildSubscription());
    renderBilling();
    expect(await screen.findByText('No invoices yet.')).toBeVisible();
  });

  it('sends a user without a subscription to /pricing', async () => {
    answer(null);
    renderBilling();
    expect(await screen.findByText('Pricing page')).toBeVisible();
  });

  it('cancels at the end of the period after confirmation, then offers Renew', async () => {
    const api = answer(buildSubscription());
    api.on('POST', 'billing/subscription/cancel', {
      subscription: buildSubscription({
        status: 'cancelled',
        active: false,
        on_grace_period: true,
        renews_at: null,
        ends_at: '2027-03-04T12:00:00.000Z',
      }),
    });
    const { router } = renderBilling();
    await userEvent.click(await screen.findByRole('link', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('heading', { name: 'Cancel subscription' })).toBeVisible();
    expect(
      screen.getByText('You will keep access until March 4, 2027. You can renew before then.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByRole('link', { name: 'Renew subscription' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/billing');
    expect(within(planPanel()).getByText('Cancelled')).toBeVisible();
    expect(api.sent('POST', 'billing/subscription/cancel')).toHaveLength(1);
    expect(getToasts().map((toast) => toast.message)).toEqual([
      'Your subscription has been cancelled.',
    ]);
    // the bootstrap user is refreshed for the menu and the plan's permissions
    expect(api.sent('GET', 'users/me')).toHaveLength(1);
  });

  it("shows a gateway's failure and leaves the button usable", async () => {
    const api = answer(buildSubscription());
    api.on('POST', 'billing/subscription/cancel', () =>
      jsonResponse({ message: 'Stripe could not be reached.', errors: {} }, 502),
    );
    renderBilling('/billing/cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Stripe could not be reached.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeEnabled();
  });

  it('renews a cancelled subscription', async () => {
    const api = answer(
      buildSubscription({
        status: 'cancelled',
        active: false,
        on_grace_period: true,
        renews_at: null,
        ends_at: '2027-03-04T12:00:00.000Z',
      }),
    );
    api.on('POST', 'billing/subscription/renew', { subscription: buildSubscription() });
    renderBilling('/billing/renew');
    expect(
      await screen.findByText('Your Pro plan is cancelled and ends on March 4, 2027.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Renew subscription' }));
    expect(await screen.findByRole('link', { name: 'Cancel subscription' })).toBeVisible();
    expect(within(planPanel()).getByText('Active')).toBeVisible();
  });

  it('sends the renew page back to /billing when there is nothing to renew', async () => {
    answer(buildSubscription());
    const { router } = renderBilling('/billing/renew');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/billing');
  });
});

describe('invoiceHref', () => {
  it('keeps a full or rooted address and resolves an API path', () => {
    installBootstrap();
    expect(invoiceHref('http://localhost:3000/api/v1/billing/invoices/9/download')).toBe(
      'http://localhost:3000/api/v1/billing/invoices/9/download',
    );
    expect(invoiceHref('/api/v1/billing/invoices/9/download')).toBe(
      '/api/v1/billing/invoices/9/download',
    );
    expect(invoiceHref('billing/invoices/9/download')).toBe('/api/v1/billing/invoices/9/download');
  });
});
