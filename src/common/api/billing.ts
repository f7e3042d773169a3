import { z } from 'zod';
import { paginated } from './responses';

/**
 * The billing API a member and a visitor use (issue 16; spec 2.7, 3 product and price, 7.6).
 * Money is always an integer in the currency's minor units (cents), never a float.
 *
 * Public:
 *   GET  billing/products?page&perPage            → paginated(product): the visible plans by position
 * Signed in (401 for visitors):
 *   GET  billing/checkout/{productId}/{priceId}   → checkoutSummary (404 for a hidden, free or unknown
 *                                                   plan or a price of another plan; 409 when subscribed)
 *   POST billing/checkout/stripe  {productId, priceId}      → checkoutRedirect (Stripe Checkout)
 *   POST billing/checkout/stripe/confirm {sessionId}        → subscriptionResponse
 *   POST billing/checkout/paypal  {productId, priceId}      → checkoutRedirect (PayPal approval)
 *   POST billing/checkout/paypal/confirm {subscriptionId}   → subscriptionResponse
 *   GET  billing/subscription                     → {subscription: billingSubscription | null}
 *   GET  billing/invoices?page&perPage            → paginated(invoice), newest first
 *   GET  billing/invoices/{id}/download           → the invoice document (attachment or 302 to the
 *                                                   gateway's PDF); 404 for another user's invoice
 *   POST billing/payment-method/session           → checkoutRedirect (Stripe setup session)
 *   POST billing/payment-method/confirm {sessionId} → subscriptionResponse
 *   GET  billing/change-plan/preview?productId&priceId → planChangePreview
 *   POST billing/change-plan {productId, priceId} → subscriptionResponse
 *   POST billing/subscription/cancel              → subscriptionResponse (at the period's end)
 *   POST billing/subscription/renew               → subscriptionResponse (resumes a cancelled one)
 * Gateways (no session, no XSRF; verified on the raw body):
 *   POST billing/webhooks/stripe, POST billing/webhooks/paypal → {received: true}; 400 when the
 *   signature does not verify.
 *
 * A gateway that cannot be reached answers 502 `{message, errors: {}}` naming the gateway, and
 * nothing changes on our side.
 */

export const billingIntervals = ['day', 'month', 'year'] as const;
export const billingGateways = ['stripe', 'paypal'] as const;
/** `none`: granted by an administrator, not paid through a gateway. */
export const subscriptionGateways = ['stripe', 'paypal', 'none'] as const;
export const subscriptionStatuses = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;

export const price = z.object({
  id: z.number().int(),
  /** Minor units: 999 is 9.99 in a two-decimal currency. */
  amount: z.number().int(),
  /** ISO 4217, upper case. */
  currency: z.string(),
  interval: z.enum(billingIntervals),
  interval_count: z.number().int(),
});

/** A plan (spec 3 Product/plan). */
export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  hidden: z.boolean(),
  free: z.boolean(),
  recommended: z.boolean(),
  feature_list: z.array(z.string()),
  position: z.number().int(),
  prices: z.array(price),
});

export const productsResponse = paginated(product);

/** What the checkout page shows before the person picks a gateway. */
export const checkoutSummary = z.object({
  product,
  price,
  /** The gateways configured and enabled in settings; empty: checkout cannot take payments. */
  gateways: z.array(z.enum(billingGateways)),
});

export const checkoutStart = z.object({
  productId: z.coerce.number().int(),
  priceId: z.coerce.number().int(),
});

/** Where the browser goes next: the gateway's hosted page. */
export const checkoutRedirect = z.object({ redirectUrl: z.string() });

export const paymentMethod = z.object({
  /** 'card' (brand and last4 known) or 'paypal' (email known). */
  type: z.enum(['card', 'paypal']),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  email: z.string().nullable(),
});

/** The signed-in user's subscription as the billing area shows it. */
export const billingSubscription = z.object({
  id: z.number().int(),
  gateway: z.enum(subscriptionGateways),
  status: z.enum(subscriptionStatuses),
  /** Grants the plan now (spec 3 User.subscriptions[].valid). */
  valid: z.boolean(),
  /** Valid and not cancelled (spec 3 User.subscriptions[].active). */
  active: z.boolean(),
  /** Cancelled, still valid until ends_at: the billing area offers Renew. */
  on_grace_period: z.boolean(),
  /** Next renewal (null once cancelled or for a subscription without renewal). */
  renews_at: z.string().nullable(),
  /** When access ends (set once cancelled or for a fixed-term subscription). */
  ends_at: z.string().nullable(),
  created_at: z.string(),
  product,
  price,
  payment_method: paymentMethod.nullable(),
});

export const subscriptionResponse = z.object({ subscription: billingSubscription });
export const currentSubscriptionResponse = z.object({
  subscription: billingSubscription.nullable(),
});

export const invoice = z.object({
  id: z.number().int(),
  /** The gateway's number (Stripe's invoice number, PayPal's transaction id). */
  number: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'open', 'failed', 'void']),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Our route (billing/invoices/{id}/download), never the gateway's URL. */
  download_url: z.string(),
});

export const invoicesResponse = paginated(invoice);

/** What changing to another plan costs now: the prorated amount due (may be 0 or a credit, < 0). */
export const planChangePreview = z.object({
  product,
  price,
  amount_due: z.number().int(),
  currency: z.string(),
  /** When the amount is charged: now (Stripe prorates at once) or at the next renewal. */
  charged_at: z.string().nullable(),
});

export const webhookReceived = z.object({ received: z.literal(true) });

export type Price = z.infer<typeof price>;
export type Product = z.infer<typeof product>;
export type BillingInterval = (typeof billingIntervals)[number];
export type BillingGatewayName = (typeof billingGateways)[number];
export type SubscriptionGateway = (typeof subscriptionGateways)[number];
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type CheckoutSummary = z.infer<typeof checkoutSummary>;
export type CheckoutRedirect = z.infer<typeof checkoutRedirect>;
export type PaymentMethod = z.infer<typeof paymentMethod>;
export type BillingSubscription = z.infer<typeof billingSubscription>;
export type Invoice = z.infer<typeof invoice>;
export type PlanChangePreview = z.infer<typeof planChangePreview>;
