import {
  addInterval,
  list,
  newId,
  type InvoiceLine,
  type StripeInvoice,
  type StripePaymentMethod,
  type StripePrice,
  type StripeSubscription,
} from './stripe-objects';
import { StripeApiError } from './stripe-api-error';
import type { StripeState } from './stripe-state';

/** The objects a checkout, a renewal or a plan change creates, in Stripe's shapes. */
export class StripeRecords {
  constructor(
    private readonly state: StripeState,
    private readonly origin: () => string,
  ) {}

  item(subscription: StripeSubscription) {
    const item = subscription.items.data[0];
    if (!item)
      throw new StripeApiError(400, 'invalid_request_error', 'The subscription has no items.');
    return item;
  }

  createCustomer(email: string | null): string {
    return this.state.put({
      id: newId('cus'),
      object: 'customer' as const,
      email,
      invoice_settings: { default_payment_method: null },
      metadata: {},
      created: this.state.now(),
    }).id;
  }

  createPaymentMethod(digits: string, customer: string): StripePaymentMethod {
    const brand = digits.startsWith('4')
      ? 'visa'
      : digits.startsWith('5')
        ? 'mastercard'
        : digits.startsWith('3')
          ? 'amex'
          : 'unknown';
    return this.state.put({
      id: newId('pm'),
      object: 'payment_method' as const,
      type: 'card' as const,
      card: {
        brand,
        last4: digits.slice(-4),
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
      customer,
      created: this.state.now(),
    });
  }

  createSubscription(
    customer: string,
    price: StripePrice,
    method: StripePaymentMethod,
    metadata: Record<string, string>,
  ): StripeSubscription {
    const now = this.state.now();
    const id = newId('sub');
    return this.state.put({
      id,
      object: 'subscription' as const,
      customer,
      status: 'active' as const,
      currency: price.currency,
      metadata,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      default_payment_method: method.id,
      latest_invoice: null,
      items: list(
        [
          {
            id: newId('si'),
            object: 'subscription_item' as const,
            price: structuredClone(price),
            quantity: 1,
            subscription: id,
            current_period_start: now,
            current_period_end: addInterval(
              now,
              price.recurring.interval,
              price.recurring.interval_count,
            ),
            metadata: {},
            created: now,
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      start_date: now,
      created: now,
    });
  }

  issueInvoice(
    subscription: StripeSubscription,
    amount: number,
    reason: StripeInvoice['billing_reason'],
    paid: boolean,
  ): StripeInvoice {
    const invoice = this.state.put(this.buildInvoice(subscription, amount, reason, paid));
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  buildInvoice(
    subscription: StripeSubscription,
    amount: number,
    reason: StripeInvoice['billing_reason'],
    paid: boolean,
  ): StripeInvoice {
    const item = this.item(subscription);
    const now = this.state.now();
    const id = newId('in');
    const due = Math.max(0, amount);
    const line: InvoiceLine = {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `1 × ${item.price.product} (at ${item.price.unit_amount} ${item.price.currency})`,
      period: { start: item.current_period_start, end: item.current_period_end },
    };
    const number =
      reason === 'upcoming'
        ? null
        : `STANDIN-${String(++this.state.invoiceCount).padStart(4, '0')}`;
    return {
      id,
      object: 'invoice',
      customer: subscription.customer,
      number,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      currency: item.price.currency,
      total: amount,
      subtotal: amount,
      amount_due: due,
      amount_paid: paid ? due : 0,
      amount_remaining: paid ? 0 : due,
      attempted: true,
      attempt_count: 1,
      invoice_pdf: `${this.origin()}/invoice_pdf/${id}`,
      hosted_invoice_url: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: subscription.id,
          metadata: { ...subscription.metadata },
        },
      },
      lines: list([line], `/v1/invoices/${id}/lines`),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      status_transitions: {
        finalized_at: now,
        paid_at: paid ? now : null,
        voided_at: null,
        marked_uncollectible_at: null,
      },
      created: now,
    };
  }
}
