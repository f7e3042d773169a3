import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutSummary } from '@common/api/billing';
import { ONBOARDING_STORAGE_KEY } from '@client/auth/use-auth';
import { CheckoutPage } from '@client/billing/checkout/checkout-page';
import {
  PayPalCheckoutDonePage,
  StripeCheckoutDonePage,
} from '@client/billing/checkout/checkout-done-page';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { fakeApi, jsonResponse } from '../account/support/fake-api';
import { renderRoutes } from '../auth/support/render-routes';
import { buildSubscription, pricingPlans } from './support/billing-fixtures';

const pro = pricingPlans()[1]!;
const summary = (gateways: CheckoutSummary['gateways']): CheckoutSummary => ({
  product: pro,
  price: pro.prices[1]!,
  gateways,
});

function renderCheckout(path: string) {
  return renderRoutes(
    [
      { path: '/checkout/:productId/:priceId', element: <CheckoutPage /> },
      { path: '/checkout/:productId/:priceId/stripe/done', element: <StripeCheckoutDonePage /> },
      { path: '/checkout/:productId/:priceId/paypal/done', element: <PayPalCheckoutDonePage /> },
      { path: '/billing', element: <p>Billing page</p> },
      { path: '/contact', element: <p>Contact page</p> },
    ],
    path,
  );
}

describe('CheckoutPage', () => {
  const assign = vi.fn();
  beforeEach(() => {
    installBootstrap({ user: buildUserFixture() });
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the plan and goes to Stripe's page on 'Pay with card'", async () => {
    const api = fakeApi()
      .on('GET', 'billing/checkout/2/21', summary(['stripe', 'paypal']))
      .on('POST', 'billing/checkout/stripe', { redirectUrl: 'http://stripe.test/pay/cs_1' });
    renderCheckout('/checkout/2/21');
    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeVisible();
    expect(screen.getByText('$99.99')).toBeVisible();
    expect(screen.getByText('/ year')).toBeVisible();
    expect(screen.getByText('Billed yearly')).toBeVisible();
    expect(screen.getByText('Unlimited lists')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay with card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/pay/cs_1'));
    expect(api.sent('POST', 'billing/checkout/stripe')[0]!.body).toEqual({
      productId: 2,
      priceId: 21,
    });
    expect(screen.getByRole('button', { name: 'Pay with card' })).toBeDisabled();
  });

  it('says clearly when no gateway is configured', async () => {
    fakeApi().on('GET', 'billing/checkout/2/21', summary([]));
    renderCheckout('/checkout/2/21');
    expect(await screen.findByText('Payments are not available on this site yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Pay with card' })).toBeNull();
  });

  it("shows a gateway's failure, with the button usable again", async () => {
    fakeApi()
      .on('GET', 'billing/checkout/2/21', summary(['stripe']))
      .on('POST', 'billing/checkout/stripe', () =>
        jsonResponse({ message: 'Stripe could not be reached.', errors: {} }, 502),
      );
    renderCheckout('/checkout/2/21');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with card' }));
    expect(await screen.findByText('Stripe could not be reached.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay with card' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown plan or price', async () => {
    fakeApi().on('GET', 'billing/checkout/2/99', () =>
      jsonResponse({ message: 'Not found.', errors: {} }, 404),
    );
    renderCheckout('/checkout/2/99');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });

  it('sends a user who is already subscribed to /billing, their user refreshed', async () => {
    const subscribed = buildUserFixture({ subscriptions: [{ id: 5, valid: true, active: true }] });
    fakeApi()
      .on('GET', 'billing/checkout/2/21', () =>
        jsonResponse({ message: 'You are already subscribed.', errors: {} }, 409),
      )
      .on('GET', 'users/me', { user: subscribed });
    renderCheckout('/checkout/2/21');
    expect(await screen.findByText('Billing page')).toBeVisible();
    expect(getBootstrapData().user?.subscriptions).toEqual(subscribed.subscriptions);
  });
});

describe('the checkout done pages', () => {
  beforeEach(() => {
    installBootstrap({ user: buildUserFixture() });
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ productId: 2, priceId: 21 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('confirms the Stripe session, forgets the choice and refreshes the user', async () => {
    const subscribed = buildUserFixture({ subscriptions: [{ id: 5, valid: true, active: true }] });
    const api = fakeApi()
      .on('POST', 'billing/checkout/stripe/confirm', { subscription: buildSubscription() })
      .on('GET', 'users/me', { user: subscribed });
    renderCheckout('/checkout/2/21/stripe/done?session_id=cs_test_1');
    expect(screen.getByText('Confirming your subscription...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: "You're subscribed to Pro" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
    expect(api.sent('POST', 'billing/checkout/stripe/confirm').map((r) => r.body)).toEqual([
      { sessionId: 'cs_test_1' },
    ]);
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
    expect(getBootstrapData().user?.subscriptions).toEqual([{ id: 5, valid: true, active: true }]);
  });

  it('confirms a PayPal subscription by its id', async () => {
    const api = fakeApi()
      .on('POST', 'billing/checkout/paypal/confirm', { subscription: buildSubscription() })
      .on('GET', 'users/me', { user: buildUserFixture() });
    renderCheckout('/checkout/2/21/paypal/done?subscription_id=I-BW452GLLEP1G');
    expect(await screen.findByRole('heading', { name: "You're subscribed to Pro" })).toBeVisible();
    expect(api.sent('POST', 'billing/checkout/paypal/confirm')[0]!.body).toEqual({
      subscriptionId: 'I-BW452GLLEP1G',
    });
  });

  it('shows a failed confirmation with a way back, keeping the choice', async () => {
    fakeApi().on('POST', 'billing/checkout/stripe/confirm', () =>
      jsonResponse({ message: 'The payment has not been completed.', errors: {} }, 422),
    );
    renderCheckout('/checkout/2/21/stripe/done?session_id=cs_test_1');
    expect(await screen.findByText('The payment has not been completed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout/2/21',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).not.toBeNull();
  });

  it('asks nothing of the server without a session id', async () => {
    const api = fakeApi();
    renderCheckout('/checkout/2/21/stripe/done');
    expect(
      await screen.findByText('The payment could not be confirmed. Please try again.'),
    ).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});
