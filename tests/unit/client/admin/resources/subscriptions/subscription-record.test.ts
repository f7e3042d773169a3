import { describe, expect, it } from 'vitest';
import type { AdminSubscription } from '@common/api/admin-billing';
import {
  dateInputValue,
  endOfDayIso,
  grantPayload,
  subscriptionActions,
} from '@client/admin/resources/subscriptions/subscription-record';

const base = {
  gateway: 'stripe',
  status: 'active',
  valid: true,
  on_grace_period: false,
} as AdminSubscription;

describe('subscription actions offered', () => {
  it('cancels and changes a running one, resumes one on its grace period', () => {
    expect(subscriptionActions(base)).toEqual({
      cancel: true,
      resume: false,
      changePlan: true,
      extend: false,
    });
    expect(
      subscriptionActions({ ...base, status: 'cancelled', on_grace_period: true }),
    ).toMatchObject({ cancel: false, resume: true, changePlan: true });
  });

  it('extends only a granted one, and offers nothing else once it ended', () => {
    expect(
      subscriptionActions({ ...base, gateway: 'none', status: 'expired', valid: false }),
    ).toEqual({ cancel: false, resume: false, changePlan: false, extend: true });
  });
});

describe('end dates', () => {
  it("ends on the picked day's last second in the admin's time zone", () => {
    const iso = endOfDayIso('2027-01-31')!;
    expect(dateInputValue(iso)).toBe('2027-01-31');
    const local = new Date(iso);
    expect([local.getHours(), local.getMinutes(), local.getSeconds()]).toEqual([23, 59, 59]);
    expect(endOfDayIso('')).toBeNull();
    expect(endOfDayIso('31/01/2027')).toBeNull();
    expect(dateInputValue(null)).toBe('');
  });

  it('grants until a date or until cancelled', () => {
    expect(grantPayload({ user_id: 7, product_id: 4, price_id: 10, ends_on: null })).toEqual({
      user_id: 7,
      product_id: 4,
      price_id: 10,
      ends_at: null,
    });
    expect(
      grantPayload({ user_id: 7, product_id: 4, price_id: 10, ends_on: '2027-01-31' }),
    ).toEqual({ user_id: 7, product_id: 4, price_id: 10, ends_at: endOfDayIso('2027-01-31') });
  });
});
