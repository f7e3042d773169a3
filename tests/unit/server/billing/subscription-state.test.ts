// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GatewaySubscription } from '@server/modules/billing/gateways/payment-gateway';
import { formatMoney } from '@server/modules/billing/receipt';
import { stateFromGateway } from '@server/modules/billing/subscription-recorder';
import {
  isActive,
  isValid,
  onGracePeriod,
  toStoredTime,
} from '@server/modules/billing/subscription-validity';

const NOW = '2026-11-28T12:00:00.000Z';
const LATER = '2026-12-28T12:00:00.000Z';
const EARLIER = '2026-10-28T12:00:00.000Z';

describe('subscription validity (checked when read)', () => {
  it.each([
    ['active', null, true, true, false],
    ['trialing', LATER, true, true, false],
    ['past_due', null, true, true, false],
    ['cancelled', LATER, true, false, true],
    ['cancelled', null, false, false, false],
    ['cancelled', EARLIER, false, false, false],
    ['active', EARLIER, false, false, false],
    ['active', NOW, false, false, false],
    ['incomplete', null, false, false, false],
    ['expired', LATER, false, false, false],
  ] as const)(
    '%s ending %s: valid %s, active %s, grace %s',
    (status, ends_at, valid, active, grace) => {
      const state = { status, ends_at };
      expect(isValid(state, NOW)).toBe(valid);
      expect(isActive(state, NOW)).toBe(active);
      expect(onGracePeriod(state, NOW)).toBe(grace);
    },
  );
});

describe('a gateway subscription in our columns', () => {
  const base: GatewaySubscription = {
    gateway: 'stripe',
    id: 'sub_1',
    customerId: 'cus_1',
    userId: 1,
    priceExternalId: 'price_1',
    status: 'active',
    currentPeriodEnd: LATER,
    cancelAtPeriodEnd: false,
    endedAt: null,
  };

  it('renews at the period end while it renews', () => {
    expect(stateFromGateway(base, undefined, NOW)).toEqual({
      status: 'active',
      renews_at: LATER,
      ends_at: null,
      cancelled_at: null,
    });
  });

  it('ends at the period end once cancelled there', () => {
    expect(stateFromGateway({ ...base, cancelAtPeriodEnd: true }, undefined, NOW)).toEqual({
      status: 'cancelled',
      renews_at: null,
      ends_at: LATER,
      cancelled_at: NOW,
    });
  });

  it('ends when it ended, even with a period paid ahead', () => {
    const ended = { ...base, status: 'cancelled' as const, endedAt: NOW };
    expect(stateFromGateway(ended, undefined, NOW)).toMatchObject({
      status: 'cancelled',
      ends_at: NOW,
    });
  });

  it('stores times in one ISO form so they compare as text', () => {
    expect(toStoredTime('2026-11-28T12:00:00Z')).toBe(NOW);
    expect(toStoredTime('not a date')).toBeNull();
    expect(toStoredTime(null)).toBeNull();
  });
});

describe('receipt amounts from minor units', () => {
  it.each([
    [999, 'USD', '$9.99'],
    [100000, 'USD', '$1,000.00'],
    [5, 'EUR', '€0.05'],
    [1999, 'JPY', '¥1,999'],
    [-250, 'GBP', '-£2.50'],
  ])('%i %s is %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });
});
