import type { RouteObject } from 'react-router';
import { requireLogin } from '../app/route-guards';
import { billingGuard, changePlanShortcut, checkoutGuard } from './shared/billing-guards';

const page =
  <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

const donePage = () => import('./checkout/checkout-done-page');

/** Spec 2.7: pricing, checkout and the billing area, inside the site layout. */
export const billingRoutes: RouteObject[] = [
  { path: 'pricing', lazy: page(() => import('./pricing/pricing-page'), 'PricingPage') },
  {
    path: 'checkout/:productId/:priceId',
    loader: checkoutGuard,
    lazy: page(() => import('./checkout/checkout-page'), 'CheckoutPage'),
  },
  {
    path: 'checkout/:productId/:priceId/stripe/done',
    loader: requireLogin,
    lazy: page(donePage, 'StripeCheckoutDonePage'),
  },
  {
    path: 'checkout/:productId/:priceId/paypal/done',
    loader: requireLogin,
    lazy: page(donePage, 'PayPalCheckoutDonePage'),
  },
  { path: 'change-plan/:productId/:priceId/confirm', loader: changePlanShortcut },
  {
    path: 'billing',
    loader: billingGuard,
    lazy: page(() => import('./billing-area/billing-layout'), 'BillingLayout'),
    children: [
      {
        index: true,
        lazy: page(() => import('./billing-area/billing-page'), 'BillingPage'),
      },
      {
        path: 'change-payment-method',
        lazy: page(
          () => import('./billing-area/change-payment-method-page'),
          'ChangePaymentMethodPage',
        ),
      },
      {
        path: 'change-payment-method/done',
        lazy: page(
          () => import('./billing-area/payment-method-done-page'),
          'PaymentMethodDonePage',
        ),
      },
      {
        path: 'change-plan',
        lazy: page(() => import('./billing-area/change-plan-page'), 'ChangePlanPage'),
      },
      {
        path: 'change-plan/:productId/:priceId/confirm',
        lazy: page(
          () => import('./billing-area/change-plan-confirm-page'),
          'ChangePlanConfirmPage',
        ),
      },
      {
        path: 'cancel',
        lazy: page(() => import('./billing-area/cancel-page'), 'CancelSubscriptionPage'),
      },
      {
        path: 'renew',
        lazy: page(() => import('./billing-area/renew-page'), 'RenewSubscriptionPage'),
      },
    ],
  },
];
