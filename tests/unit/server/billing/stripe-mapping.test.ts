// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import {
  invoiceStatus,
  subscriptionStatus,
  toGatewayInvoice,
  toGatewaySubscription,
} from '@server/modules/billing/gateways/stripe/stripe-mapping';

const subscription = (overrides: Partial<Stripe.Subscription> = {}) =>
  ({
    id: 'sub_1',
    object: 'subscription',
    customer: { id: 'cus_1', object: 'customer' },
    status: 'active',
    metadata: { user_id: '12' },
    cancel_at: null,
    cancel_at_period_end: false,
    ended_at: null,
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: 'price_1' }, current_period_end: 1_800_000_000 }],
    },
    ...overrides,
  }) as unknown as Stripe.Subscription;

const invoice = (overrides: Partial<Stripe.Invoice> = {}) =>
  ({
    id: 'in_1',
    object: 'invoice',
    number: 'A-1',
    status: 'paid',
    currency: 'usd',
    amount_due: 1200,
    amount_paid: 1200,
    attempted: true,
    attempt_count: 1,
    created: 1_700_000_000,
    invoice_pdf: 'https://pay.stripe.com/invoice/pdf',
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    status_transitions: { paid_at: 1_700_000_060 },
    ...overrides,
  }) as unknown as Stripe.Invoice;

describe('subscriptionStatus', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'trialing'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['incomplete', 'incomplete'],
    ['incomplete_expired', 'expired'],
    ['paused', 'incomplete'],
    ['canceled', 'cancelled'],
    ['something_new', 'incomplete'],
  ])('reads Stripe’s %s as %s', (stripe, ours) => {
    expect(subscriptionStatus(stripe)).toBe(ours);
  });
});

describe('toGatewaySubscription', () => {
  it('takes the price and period from the first item and the user from the metadata', () => {
    expect(toGatewaySubscription(subscription())).toEqual({
      gateway: 'stripe',
      id: 'sub_1',
      customerId: 'cus_1',
      userId: 12,
      priceExternalId: 'price_1',
      status: 'active',
      currentPeriodEnd: new Date(1_800_000_000_000).toISOString(),
      cancelAtPeriodEnd: false,
      endedAt: null,
    });
  });

  it('counts a cancellation at a date as one at the period end, ending then', () => {
    const mapped = toGatewaySubscription(subscription({ cancel_at: 1_790_000_000 }));
    expect(mapped.cancelAtPeriodEnd).toBe(true);
    expect(mapped.currentPeriodEnd).toBe(new Date(1_790_000_000_000).toISOString());
  });

  it('has no user for missing or malformed metadata', () => {
    expect(toGatewaySubscription(subscription({ metadata: {} })).userId).toBeNull();
    expect(toGatewaySubscription(subscription({ metadata: { user_id: 'x' } })).userId).toBeNull();
    expect(toGatewaySubscription(subscription({ metadata: { user_id: '1.5' } })).userId).toBeNull();
  });
});

describe('invoices', () => {
  it('reads an attempted open invoice as failed, an untried one as open', () => {
    expect(invoiceStatus(invoice({ status: 'open' }))).toBe('failed');
    expect(invoiceStatus(invoice({ status: 'open', attempted: false, attempt_count: 0 }))).toBe(
      'open',
    );
    expect(invoiceStatus(invoice({ status: 'uncollectible' }))).toBe('failed');
    expect(invoiceStatus(invoice({ status: 'void' }))).toBe('void');
  });

  it('answers the amount paid, or due when unpaid, with an upper-case currency', () => {
    expect(toGatewayInvoice(invoice())).toEqual({
      gateway: 'stripe',
      id: 'in_1',
      subscriptionId: 'sub_1',
      number: 'A-1',
      amount: 1200,
      currency: 'USD',
      status: 'paid',
      createdAt: new Date(1_700_000_000_000).toISOString(),
      paidAt: new Date(1_700_000_060_000).toISOString(),
      pdfUrl: 'https://pay.stripe.com/invoice/pdf',
    });
    const unpaid = toGatewayInvoice(
      invoice({ status: 'open', amount_paid: 0, status_transitions: { paid_at: null } as never }),
    );
    expect(unpaid).toMatchObject({ amount: 1200, paidAt: null, status: 'failed' });
  });
});
