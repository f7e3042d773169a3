// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@paypal/paypal-server-sdk';
import {
  camelize,
  saleToInvoice,
  subscriptionState,
  toGatewaySubscription,
} from '@server/modules/billing/gateways/paypal/paypal-mapping';
import {
  fromPaypalValue,
  toPaypalValue,
} from '@server/modules/billing/gateways/paypal/paypal-money';

const NOW = Date.parse('2026-06-15T00:00:00Z');
const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'I-1',
  planId: 'P-1',
  status: 'ACTIVE' as Subscription['status'],
  customId: '12',
  subscriber: { payerId: 'PAYER1', emailAddress: 'a@example.com' },
  billingInfo: {
    outstandingBalance: { currencyCode: 'EUR', value: '0.00' },
    failedPaymentsCount: 0,
    nextBillingTime: '2026-07-01T00:00:00Z',
  },
  statusUpdateTime: '2026-06-01T00:00:00Z',
  ...overrides,
});

describe('money', () => {
  it.each([
    [999, 'EUR', '9.99'],
    [5, 'EUR', '0.05'],
    [100000, 'USD', '1000.00'],
    [500, 'JPY', '500'],
    [-250, 'EUR', '-2.50'],
  ])('writes %i %s as "%s" and reads it back', (amount, currency, value) => {
    expect(toPaypalValue(amount, currency)).toBe(value);
    expect(fromPaypalValue(value, currency)).toBe(amount);
  });

  it('reads PayPal values with fewer decimals, and nothing from garbage', () => {
    expect(fromPaypalValue('9.9', 'EUR')).toBe(990);
    expect(fromPaypalValue('10', 'EUR')).toBe(1000);
    expect(fromPaypalValue('1e3', 'EUR')).toBeNull();
    expect(fromPaypalValue(undefined, 'EUR')).toBeNull();
  });
});

describe('subscriptionState', () => {
  const state = (overrides: Partial<Subscription>) =>
    subscriptionState(subscription(overrides), NOW);

  it('reads a running subscription as active, and as past due after failed payments', () => {
    expect(state({})).toEqual({ status: 'active', cancelAtPeriodEnd: false });
    const failing = subscription().billingInfo!;
    expect(state({ billingInfo: { ...failing, failedPaymentsCount: 1 } }).status).toBe('past_due');
  });

  it('reads our suspension as a cancellation at the period end, expired once the period is over', () => {
    expect(state({ status: 'SUSPENDED' as Subscription['status'] })).toEqual({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const over = { ...subscription().billingInfo!, nextBillingTime: '2026-06-01T00:00:00Z' };
    expect(state({ status: 'SUSPENDED' as Subscription['status'], billingInfo: over }).status).toBe(
      'expired',
    );
  });

  it('reads PayPal’s suspension after failed payments as past due', () => {
    const failing = { ...subscription().billingInfo!, failedPaymentsCount: 1 };
    expect(state({ status: 'SUSPENDED' as Subscription['status'], billingInfo: failing })).toEqual({
      status: 'past_due',
      cancelAtPeriodEnd: false,
    });
  });

  it.each([
    ['APPROVAL_PENDING', 'incomplete'],
    ['APPROVED', 'incomplete'],
    ['CANCELLED', 'cancelled'],
    ['EXPIRED', 'expired'],
  ])('reads %s as %s', (paypal, ours) => {
    expect(state({ status: paypal as Subscription['status'] }).status).toBe(ours);
  });
});

describe('toGatewaySubscription', () => {
  it('carries the user from custom_id and the end once cancelled', () => {
    expect(toGatewaySubscription(subscription())).toMatchObject({
      id: 'I-1',
      customerId: 'PAYER1',
      userId: 12,
      priceExternalId: 'P-1',
      endedAt: null,
    });
    const cancelled = toGatewaySubscription(
      subscription({ status: 'CANCELLED' as Subscription['status'], customId: 'abc' }),
    );
    expect(cancelled).toMatchObject({ userId: null, endedAt: '2026-06-01T00:00:00Z' });
  });
});

describe('webhook resources', () => {
  it('camel-cases PayPal’s JSON and reads a sale as a paid invoice', () => {
    const sale = camelize({
      id: 'S1',
      amount: { total: '12.50', currency: 'usd' },
      billing_agreement_id: 'I-1',
      create_time: '2026-06-01T00:00:00Z',
    });
    expect(saleToInvoice(sale as never)).toEqual({
      gateway: 'paypal',
      id: 'S1',
      subscriptionId: 'I-1',
      number: 'S1',
      amount: 1250,
      currency: 'USD',
      status: 'paid',
      createdAt: '2026-06-01T00:00:00Z',
      paidAt: '2026-06-01T00:00:00Z',
      pdfUrl: null,
    });
  });
});
