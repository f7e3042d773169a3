import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanChangePreview } from '@common/api/billing';
import { BillingLayout } from '@client/billing/billing-area/billing-layout';
import { BillingPage } from '@client/billing/billing-area/billing-page';
import { ChangePaymentMethodPage } from '@client/billing/billing-area/change-payment-method-page';
import {
  ChangePlanConfirmPage,
  chargeMessage,
} from '@client/billing/billing-area/change-plan-confirm-page';
import { ChangePlanPage } from '@client/billing/billing-area/change-plan-page';
import { PaymentMethodDonePage } from '@client/billing/billing-area/payment-method-done-page';
import { dismissToast, getToasts } from '@client/ui/toast/toast-store';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { fakeApi } from '../account/support/fake-api';
import { renderRoutes } from '../auth/support/render-routes';
import { buildSubscription, page, pricingPlans } from './support/billing-fixtures';

const user = buildUserFixture({ subscriptions: [{ id: 5, valid: true, active: true }] });

function renderBilling(path: string) {
  return renderRoutes(
    [
      {
        path: '/billing',
        element: <BillingLayout />,
        children: [
          { index: true, element: <BillingPage /> },
          { path: 'change-plan', element: <ChangePlanPage /> },
          { path: 'change-plan/:productId/:priceId/confirm', element: <ChangePlanConfirmPage /> },
          { path: 'change-payment-method', element: <ChangePaymentMethodPage /> },
          { path: 'change-payment-method/done', element: <PaymentMethodDonePage /> },
        ],
      },
    ],
    path,
  );
}

const team = pricingPlans()[2]!;
const preview = (overrides: Partial<PlanChangePreview> = {}): PlanChangePreview => ({
  product: team,
  price: team.prices[0]!,
  amount_due: 501,
  currency: 'USD',
  charged_at: null,
  ...overrides,
});

describe('chargeMessage', () => {
  it('says what the change costs, and when', () => {
    expect(chargeMessage({ amount_due: 500, charged_at: null })).toBe(
      'You will be charged :amount now.',
    );
    expect(chargeMessage({ amount_due: 500, charged_at: new Date().toISOString() })).toBe(
      'You will be charged :amount now.',
    );
    expect(chargeMessage({ amount_due: 500, charged_at: '2099-01-01T00:00:00.000Z' })).toBe(
      'You will be charged :amount on :date, at the next renewal.',
    );
    expect(chargeMessage({ amount_due: 0, charged_at: null })).toBe(
      'You will not be charged anything now.',
    );
    expect(chargeMessage({ amount_due: -300, charged_at: null })).toBe(
      'Your account will be credited :amount.',
    );
  });
});

describe('changing plan', () => {
  beforeEach(() => {
    installBootstrap({ user });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => dismissToast());
  });

  it('lists the plans with the current one marked and leads to the confirm page', async () => {
    fakeApi()
      .on('GET', 'billing/subscription', { subscription: buildSubscription() })
      .on('GET', 'billing/products', page(pricingPlans()));
    renderBilling('/billing/change-plan');
    const pro = await screen.findByRole('article', { name: 'Pro' });
    // the current plan is monthly: the page starts on the monthly cycle
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    // the badge above the name, and the disabled button
    expect(within(pro).getAllByText('Current plan')).toHaveLength(2);
    expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Team' })).getByRole('link', { name: 'Choose' }),
    ).toHaveAttribute('href', '/billing/change-plan/3/30/confirm');
  });

  it('shows the prorated amount, then changes the plan on Confirm', async () => {
    const api = fakeApi()
      .on('GET', 'billing/subscription', { subscription: buildSubscription() })
      .on('GET', 'billing/change-plan/preview', preview())
      .on('POST', 'billing/change-plan', {
        subscription: buildSubscription({ product: team, price: team.prices[0]! }),
      })
      .on('GET', 'billing/invoices', page([]))
      .on('GET', 'users/me', { user });
    const { router } = renderBilling('/billing/change-plan/3/30/confirm');
    expect(await screen.findByText('You will be charged $5.01 now.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Team' })).toBeVisible();
    expect(api.sent('GET', 'billing/change-plan/preview')[0]!.query.toString()).toBe(
      'productId=3&priceId=30',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/billing');
    expect(api.sent('POST', 'billing/change-plan')[0]!.body).toEqual({ productId: 3, priceId: 30 });
    expect(
      within(screen.getByRole('region', { name: 'Current plan' })).getByText('Team'),
    ).toBeVisible();
    expect(getToasts().map((toast) => toast.message)).toEqual(['Your plan has been changed.']);
  });
});

describe('changing the payment method', () => {
  const assign = vi.fn();
  beforeEach(() => {
    installBootstrap({ user });
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => dismissToast());
  });

  it("opens Stripe's setup session for a card subscription", async () => {
    fakeApi()
      .on('GET', 'billing/subscription', { subscription: buildSubscription() })
      .on('POST', 'billing/payment-method/session', { redirectUrl: 'http://stripe.test/setup/1' });
    renderBilling('/billing/change-payment-method');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/setup/1'));
  });

  it('explains that PayPal manages its own payment method', async () => {
    const api = fakeApi().on('GET', 'billing/subscription', {
      subscription: buildSubscription({ gateway: 'paypal' }),
    });
    renderBilling('/billing/change-payment-method');
    expect(
      await screen.findByText(
        'Your subscription is paid through PayPal, where its payment method is managed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(api.sent('POST', 'billing/payment-method/session')).toEqual([]);
  });

  it('confirms the new card on return, then goes back to /billing with a toast', async () => {
    const api = fakeApi()
      .on('GET', 'billing/subscription', { subscription: buildSubscription() })
      .on('POST', 'billing/payment-method/confirm', { subscription: buildSubscription() })
      .on('GET', 'billing/invoices', page([]))
      .on('GET', 'users/me', { user });
    const { router } = renderBilling('/billing/change-payment-method/done?session_id=cs_setup_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/billing');
    expect(api.sent('POST', 'billing/payment-method/confirm')[0]!.body).toEqual({
      sessionId: 'cs_setup_1',
    });
    expect(getToasts().map((toast) => toast.message)).toEqual([
      'Your payment method has been updated.',
    ]);
  });
});
