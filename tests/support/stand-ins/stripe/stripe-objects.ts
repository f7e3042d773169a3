import { randomBytes } from 'node:crypto';

/** The objects the stand-in keeps, in the shapes Stripe's API answers (the fields we use). */
export interface StripeProduct {
  id: string;
  object: 'product';
  name: string;
  description: string | null;
  active: boolean;
  metadata: Record<string, string>;
  created: number;
}

export interface StripePrice {
  id: string;
  object: 'price';
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number;
  unit_amount_decimal: string;
  type: 'recurring';
  billing_scheme: 'per_unit';
  recurring: {
    interval: 'day' | 'week' | 'month' | 'year';
    interval_count: number;
    usage_type: 'licensed';
  };
  metadata: Record<string, string>;
  created: number;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  invoice_settings: { default_payment_method: string | null };
  metadata: Record<string, string>;
  created: number;
}

export interface StripePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  created: number;
}

export interface StripeSetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  currency: string | null;
  amount_total: number | null;
  metadata: Record<string, string>;
  subscription: string | null;
  setup_intent: string | null;
  created: number;
  expires_at: number;
}

export interface StripeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: StripePrice;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currency: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  items: { object: 'list'; data: StripeSubscriptionItem[]; has_more: false; url: string };
  start_date: number;
  created: number;
}

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  number: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'upcoming';
  currency: string;
  total: number;
  subtotal: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempted: boolean;
  attempt_count: number;
  invoice_pdf: string | null;
  hosted_invoice_url: string | null;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; url: string };
  period_start: number;
  period_end: number;
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    voided_at: null;
    marked_uncollectible_at: null;
  };
  created: number;
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
}

export type StripeObject =
  | StripeProduct
  | StripePrice
  | StripeCustomer
  | StripePaymentMethod
  | StripeSetupIntent
  | StripeCheckoutSession
  | StripeSubscription
  | StripeInvoice;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export const list = <T>(data: T[], url: string) => ({
  object: 'list' as const,
  data,
  has_more: false as const,
  url,
});

/** `start` moved on by `count` intervals, in UTC calendar terms as Stripe bills. */
export function addInterval(
  start: number,
  interval: StripePrice['recurring']['interval'],
  count: number,
): number {
  const date = new Date(start * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}
