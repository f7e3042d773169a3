import type Stripe from 'stripe';
import type { PaymentMethod, SubscriptionStatus } from '@common/api/billing';
import type { GatewayInvoice, GatewaySubscription } from '../payment-gateway';
import { idOf } from './stripe-client';

/** Stripe's seconds since the epoch as an ISO date-time. */
export function isoFromUnix(seconds: number | null | undefined): string | null {
  return seconds == null ? null : new Date(seconds * 1000).toISOString();
}

const STATUS: Record<string, SubscriptionStatus> = {
  incomplete: 'incomplete',
  incomplete_expired: 'expired',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  // Stripe stops retrying an unpaid subscription but keeps it; for us it is still owed.
  unpaid: 'past_due',
  // Collection paused: nothing is being paid, so nothing is granted.
  paused: 'incomplete',
  canceled: 'cancelled',
};

export function subscriptionStatus(status: string): SubscriptionStatus {
  return STATUS[status] ?? 'incomplete';
}

export function toGatewaySubscription(subscription: Stripe.Subscription): GatewaySubscription {
  // One price per subscription: its first item carries the price and, since API 2025-03-31,
  // the period.
  const item = subscription.items.data[0];
  const userId = Number(subscription.metadata?.user_id);
  return {
    gateway: 'stripe',
    id: subscription.id,
    customerId: idOf(subscription.customer),
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    priceExternalId: item?.price.id ?? '',
    status: subscriptionStatus(subscription.status),
    currentPeriodEnd: isoFromUnix(subscription.cancel_at ?? item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at != null,
    endedAt: isoFromUnix(subscription.ended_at),
  };
}

/**
 * Stripe has no failed status: an invoice whose payment was attempted and failed stays open
 * (and becomes uncollectible once Stripe gives up).
 */
export function invoiceStatus(invoice: Stripe.Invoice): GatewayInvoice['status'] {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'void':
      return 'void';
    case 'uncollectible':
      return 'failed';
    default:
      return invoice.attempted && invoice.attempt_count > 0 ? 'failed' : 'open';
  }
}

export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

export function toGatewayInvoice(invoice: Stripe.Invoice): GatewayInvoice {
  const status = invoiceStatus(invoice);
  return {
    gateway: 'stripe',
    id: invoice.id,
    subscriptionId: invoiceSubscriptionId(invoice),
    number: invoice.number,
    amount: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    status,
    createdAt: isoFromUnix(invoice.created) ?? new Date().toISOString(),
    paidAt: isoFromUnix(invoice.status_transitions?.paid_at),
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

export function toPaymentMethod(method: Stripe.PaymentMethod): PaymentMethod | null {
  if (method.type === 'card' && method.card) {
    return {
      type: 'card',
      brand: method.card.brand,
      last4: method.card.last4,
      exp_month: method.card.exp_month,
      exp_year: method.card.exp_year,
      email: null,
    };
  }
  if (method.type === 'paypal') {
    return {
      type: 'paypal',
      brand: null,
      last4: null,
      exp_month: null,
      exp_year: null,
      email: method.paypal?.payer_email ?? null,
    };
  }
  return null;
}
