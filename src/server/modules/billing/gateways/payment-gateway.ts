import type {
  BillingGatewayName,
  BillingInterval,
  PaymentMethod,
  SubscriptionStatus,
} from '@common/api/billing';

/**
 * What the billing service needs from a payment gateway, in our words: Stripe and PayPal each
 * implement it with their SDK (stripe-gateway.ts, paypal-gateway.ts). Every method throws
 * UpstreamError (domain/errors) when the gateway fails or cannot be reached, InvalidError when
 * the gateway refuses the input, and never changes our database: the billing service records
 * what a method answers.
 */
export interface PaymentGateway {
  readonly name: BillingGatewayName;

  /** Creates or updates the plan and its prices at the gateway; answers the gateway's ids. */
  syncPlan(plan: GatewayPlan): Promise<SyncedPlan>;

  /** Starts a hosted checkout for one price; the browser is sent to `redirectUrl`. */
  startCheckout(input: CheckoutInput): Promise<{ redirectUrl: string; reference: string }>;

  /**
   * The subscription a finished checkout created (the reference is Stripe's session id or
   * PayPal's subscription id, as the done page received it). InvalidError when the checkout is
   * not complete or was started for another user.
   */
  confirmCheckout(reference: string, userId: number): Promise<GatewaySubscription>;

  /** The subscription as the gateway knows it now. */
  subscription(id: string): Promise<GatewaySubscription>;

  /** Cancels at the end of the period (`immediately: false`) or now. */
  cancel(id: string, options: { immediately: boolean }): Promise<GatewaySubscription>;

  /** Undoes a cancellation at the period's end, while the period lasts. */
  resume(id: string): Promise<GatewaySubscription>;

  /** Moves the subscription to another price (prorated where the gateway prorates). */
  changePlan(id: string, priceExternalId: string): Promise<GatewaySubscription>;

  /** What changePlan would charge now, without changing anything. */
  previewPlanChange(id: string, priceExternalId: string): Promise<PlanChangeQuote>;

  /** The subscription's invoices (Stripe) or completed payments (PayPal), newest first. */
  invoices(subscriptionId: string): Promise<GatewayInvoice[]>;

  /** The payment method the subscription is charged with, when the gateway tells. */
  paymentMethod(subscriptionId: string): Promise<PaymentMethod | null>;

  /**
   * A hosted page where the customer saves a new payment method (Stripe's setup session); null
   * when the gateway manages payment methods on its own site (PayPal).
   */
  startPaymentMethodChange(
    input: PaymentMethodChangeInput,
  ): Promise<{ redirectUrl: string; reference: string } | null>;

  /** Makes the method saved by a finished setup session the subscription's default. */
  confirmPaymentMethodChange(reference: string, subscriptionId: string): Promise<void>;

  /**
   * Verifies a webhook on its raw body and headers and reads it into one event;
   * WebhookSignatureError when it does not verify (a tampered body, a stale timestamp).
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<GatewayEvent>;
}

/** A plan as a gateway receives it; `externalId`s are what an earlier sync answered. */
export interface GatewayPlan {
  productId: number;
  name: string;
  description: string | null;
  externalId: string | null;
  prices: GatewayPrice[];
}

export interface GatewayPrice {
  id: number;
  amount: number;
  currency: string;
  interval: BillingInterval;
  interval_count: number;
  externalId: string | null;
}

export interface SyncedPlan {
  externalId: string;
  /** Our price id → the gateway's price (Stripe) or billing plan (PayPal) id. */
  prices: Map<number, string>;
}

export interface CheckoutInput {
  user: { id: number; email: string; name: string };
  /** The gateway's customer id from an earlier checkout, to reuse it. */
  customerId: string | null;
  priceExternalId: string;
  /** Absolute URLs; Stripe's may contain {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentMethodChangeInput {
  customerId: string;
  subscriptionId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PlanChangeQuote {
  amountDue: number;
  currency: string;
  /** ISO date-time the amount is charged; null: at once. */
  chargedAt: string | null;
}

/** A subscription in our words, whatever the gateway. */
export interface GatewaySubscription {
  gateway: BillingGatewayName;
  id: string;
  customerId: string | null;
  /** Our user's id, carried in the gateway's metadata (Stripe) or custom_id (PayPal). */
  userId: number | null;
  /** The gateway's id of the price being paid (maps back to our price). */
  priceExternalId: string;
  status: SubscriptionStatus;
  /** End of the period paid for: the next renewal, or the end when cancelled at period end. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Set once the subscription has ended for good. */
  endedAt: string | null;
}

export interface GatewayInvoice {
  gateway: BillingGatewayName;
  id: string;
  subscriptionId: string | null;
  number: string | null;
  amount: number;
  currency: string;
  status: 'paid' | 'open' | 'failed' | 'void';
  createdAt: string;
  paidAt: string | null;
  /** The gateway's hosted PDF, when it has one. */
  pdfUrl: string | null;
}

/** One verified webhook, reduced to what billing handles; `id` is the gateway's event id. */
export type GatewayEvent =
  | { kind: 'checkout.completed'; id: string; subscription: GatewaySubscription }
  | { kind: 'subscription.created'; id: string; subscription: GatewaySubscription }
  | { kind: 'subscription.updated'; id: string; subscription: GatewaySubscription }
  | { kind: 'subscription.deleted'; id: string; subscription: GatewaySubscription }
  | { kind: 'invoice.paid'; id: string; invoice: GatewayInvoice }
  | { kind: 'invoice.payment_failed'; id: string; invoice: GatewayInvoice }
  | { kind: 'ignored'; id: string; type: string };

/** A webhook whose signature does not verify; the route answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
