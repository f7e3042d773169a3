import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import { translate } from '@common/i18n/translations';
import {
  planFormValues,
  planPayload,
  type PlanFormValues,
} from '@client/admin/resources/plans/plan-form-values';
import { planValidators } from '@client/admin/resources/plans/plan-validation';

const trans = (message: string, values?: Record<string, string | number>) =>
  translate({ language: 'en', lines: {} }, message, values);

const PLAN: AdminPlan = {
  id: 4,
  name: 'Pro',
  description: 'For film buffs',
  hidden: false,
  free: false,
  recommended: true,
  default: false,
  feature_list: ['HD', 'No ads'],
  position: 2,
  prices: [
    { id: 10, amount: 999, currency: 'EUR', interval: 'month', interval_count: 1 },
    { id: 11, amount: 150000, currency: 'JPY', interval: 'year', interval_count: 1 },
  ],
  permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: null }] }],
  stripe_id: 'prod_1',
  paypal_id: null,
  subscriptions_count: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const valid = (overrides: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...planFormValues(PLAN),
  ...overrides,
});

describe('plan form values', () => {
  it('shows stored amounts in major units and features as items', () => {
    const values = planFormValues(PLAN);
    expect(values.prices.map((price) => price.amount)).toEqual(['9.99', '150000']);
    expect(values.feature_list).toEqual([{ text: 'HD' }, { text: 'No ads' }]);
  });

  it('starts a new plan empty', () => {
    expect(planFormValues()).toEqual({
      name: '',
      description: null,
      position: 0,
      hidden: false,
      free: false,
      recommended: false,
      default: false,
      prices: [],
      feature_list: [],
      permissions: [],
    });
  });

  it('sends amounts back in minor units, keeping price ids, and only the API fields', () => {
    const values = valid({
      name: '  Pro  ',
      description: ' ',
      prices: [
        { id: 10, amount: '4.35', currency: 'EUR', interval: 'month', interval_count: 1 },
        { amount: '0.3', currency: 'USD', interval: 'day', interval_count: 30 },
      ],
      feature_list: [{ text: ' HD ' }, { text: '' }],
    });
    expect(planPayload(values)).toEqual({
      name: 'Pro',
      description: null,
      hidden: false,
      free: false,
      recommended: true,
      default: false,
      position: 2,
      prices: [
        { id: 10, amount: 435, currency: 'EUR', interval: 'month', interval_count: 1 },
        { amount: 30, currency: 'USD', interval: 'day', interval_count: 30 },
      ],
      feature_list: ['HD'],
      permissions: [{ name: 'lists.create', restrictions: [] }],
    });
  });

  it('makes only a free plan the default', () => {
    expect(planPayload(valid({ default: true })).default).toBe(false);
    expect(planPayload(valid({ free: true, default: true })).default).toBe(true);
  });
});

describe('plan form validation', () => {
  const validate = planValidators(trans);
  const at = (index: number, field: string) => ({ finalSource: `prices.${index}.${field}` });

  it('requires a name', () => {
    expect(validate.name('Pro')).toBeUndefined();
    expect(validate.name('  ')).toBe('The name field is required.');
    expect(validate.name(undefined)).toBe('The name field is required.');
  });

  it('takes an empty or whole, non-negative position', () => {
    expect(validate.position(null)).toBeUndefined();
    expect(validate.position(3)).toBeUndefined();
    expect(validate.position(1.5)).toBe('The position must be a whole number.');
    expect(validate.position(-1)).toBe('The position must be at least 0.');
  });

  it('needs a price for a paid plan, none for a free one', () => {
    expect(validate.prices([], valid())).toBe('A paid plan needs at least one price.');
    expect(validate.prices(undefined, valid())).toBe('A paid plan needs at least one price.');
    expect(validate.prices([], valid({ free: true }))).toBeUndefined();
    expect(validate.prices(valid().prices, valid())).toBeUndefined();
  });

  it("checks an amount against its own price's currency", () => {
    const values = valid({
      prices: [
        { amount: '9.99', currency: 'EUR', interval: 'month', interval_count: 1 },
        { amount: '1500.5', currency: 'JPY', interval: 'year', interval_count: 1 },
        { amount: '1.234', currency: 'KWD', interval: 'year', interval_count: 1 },
      ],
    });
    expect(validate.amount('9.99', values, at(0, 'amount'))).toBeUndefined();
    expect(validate.amount('9.999', values, at(0, 'amount'))).toBe(
      'The amount must be a number with at most 2 decimals.',
    );
    expect(validate.amount('1500.5', values, at(1, 'amount'))).toBe(
      'The amount must be a whole number in this currency.',
    );
    expect(validate.amount('1.234', values, at(2, 'amount'))).toBeUndefined();
    expect(validate.amount('', values, at(0, 'amount'))).toBe('The amount field is required.');
    expect(validate.amount('abc', values, at(0, 'amount'))).toBe(
      'The amount must be a number with at most 2 decimals.',
    );
  });

  it('requires a currency, an interval and a whole interval count of at least 1', () => {
    expect(validate.currency('EUR')).toBeUndefined();
    expect(validate.currency('')).toBe('The currency field is required.');
    expect(validate.interval('month')).toBeUndefined();
    expect(validate.interval(null)).toBe('The interval field is required.');
    expect(validate.intervalCount(3)).toBeUndefined();
    for (const count of [0, 1.5, null]) {
      expect(validate.intervalCount(count)).toBe(
        'The interval count must be a whole number of at least 1.',
      );
    }
  });

  it('refuses an empty feature', () => {
    expect(validate.feature('HD')).toBeUndefined();
    expect(validate.feature(' ')).toBe('Enter the feature or remove it.');
  });
});
