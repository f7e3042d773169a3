import type { Subscription, SubscriptionTransactionDetails } from '@paypal/paypal-server-sdk';
import type { SubscriptionStatus } from '@common/api/billing';
import type { GatewayInvoice, GatewaySubscription } from '../payment-gateway';
import { fromPaypalValue } from './paypal-money';

/**
 * PayPal's status in ours. PayPal has no cancellation at the period's end: we suspend instead
 * (billing stops, activation undoes it), so a suspension without failed payments is a
 * cancellation at the period's end while the paid period lasts, and over once it has passed.
 * A suspension after failed payments (PayPal's payment_failure_threshold) is past due.
 */
export function subscriptionState(
  subscription: Subscription,
  now = Date.now(),
): { status: SubscriptionStatus; cancelAtPeriodEnd: boolean } {
  const failed = (subscription.billingInfo?.failedPaymentsCount ?? 0) > 0;
  const periodEnd = Date.parse(subscription.billingInfo?.nextBillingTime ?? '');
  switch (subscription.status) {
    case 'ACTIVE':
      return { status: failed ? 'past_due' : 'active', cancelAtPeriodEnd: false };
    case 'SUSPENDED':
      if (failed) return { status: 'past_due', cancelAtPeriodEnd: false };
      if (Number.isNaN(periodEnd) || periodEnd > now) {
        return { status: 'active', cancelAtPeriodEnd: true };
      }
      return { status: 'expired', cancelAtPeriodEnd: true };
    case 'CANCELLED':
      return { status: 'cancelled', cancelAtPeriodEnd: false };
    case 'EXPIRED':
      return { status: 'expired', cancelAtPeriodEnd: false };
    default:
      // APPROVAL_PENDING, APPROVED: the buyer has not finished on PayPal yet.
      return { status: 'incomplete', cancelAtPeriodEnd: false };
  }
}

export function toGatewaySubscription(subscription: Subscription): GatewaySubscription {
  const { status, cancelAtPeriodEnd } = subscriptionState(subscription);
  const userId = Number(subscription.customId);
  const ended = subscription.status === 'CANCELLED' || subscription.status === 'EXPIRED';
  return {
    gateway: 'paypal',
    id: subscription.id ?? '',
    customerId: subscription.subscriber?.payerId ?? null,
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    priceExternalId: subscription.planId ?? '',
    status,
    currentPeriodEnd: subscription.billingInfo?.nextBillingTime ?? null,
    cancelAtPeriodEnd,
    endedAt: ended ? (subscription.statusUpdateTime ?? subscription.updateTime ?? null) : null,
  };
}

const TRANSACTION_STATUS: Record<string, GatewayInvoice['status']> = {
  COMPLETED: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  PENDING: 'open',
  DECLINED: 'failed',
  FAILED: 'failed',
  REFUNDED: 'void',
};

/** A payment of the subscription as an invoice: PayPal has no invoices nor PDFs for them. */
export function transactionToInvoice(
  transaction: SubscriptionTransactionDetails,
  subscriptionId: string,
): GatewayInvoice {
  const gross = transaction.amountWithBreakdown.grossAmount;
  const status = TRANSACTION_STATUS[transaction.status ?? ''] ?? 'open';
  return {
    gateway: 'paypal',
    id: transaction.id,
    subscriptionId,
    number: transaction.id,
    amount: fromPaypalValue(gross.value, gross.currencyCode) ?? 0,
    currency: gross.currencyCode.toUpperCase(),
    status,
    createdAt: transaction.time,
    paidAt: status === 'paid' ? transaction.time : null,
    pdfUrl: null,
  };
}

/** The sale of a PAYMENT.SALE.COMPLETED event (v1 payments shape), camel-cased. */
export interface PaypalSale {
  id: string;
  state?: string;
  amount?: { total?: string; currency?: string };
  billingAgreementId?: string;
  createTime?: string;
}

export function saleToInvoice(sale: PaypalSale): GatewayInvoice {
  const currency = (sale.amount?.currency ?? 'USD').toUpperCase();
  const time = sale.createTime ?? new Date().toISOString();
  return {
    gateway: 'paypal',
    id: sale.id,
    subscriptionId: sale.billingAgreementId ?? null,
    number: sale.id,
    amount: fromPaypalValue(sale.amount?.total, currency) ?? 0,
    currency,
    status: 'paid',
    createdAt: time,
    paidAt: time,
    pdfUrl: null,
  };
}

/** The failed payment a BILLING.SUBSCRIPTION.PAYMENT.FAILED event reports, as an invoice. */
export function failedPaymentToInvoice(subscription: Subscription): GatewayInvoice {
  const failed = subscription.billingInfo?.lastFailedPayment;
  const currency = (failed?.amount.currencyCode ?? 'USD').toUpperCase();
  const time = failed?.time ?? subscription.statusUpdateTime ?? new Date().toISOString();
  return {
    gateway: 'paypal',
    id: `${subscription.id ?? ''}:failed:${time}`,
    subscriptionId: subscription.id ?? null,
    number: null,
    amount: fromPaypalValue(failed?.amount.value, currency) ?? 0,
    currency,
    status: 'failed',
    createdAt: time,
    paidAt: null,
    pdfUrl: null,
  };
}

/** PayPal's JSON (snake_case) in the SDK's model shape (camelCase), for webhook resources. */
export function camelize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelize);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      camelize(inner),
    ]),
  );
}
