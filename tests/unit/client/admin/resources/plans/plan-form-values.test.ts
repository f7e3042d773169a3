import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import { translate } from '@common/i18n/translations';
import {
  planFormValues,
  planPayload,
  validatePlanForm,
  type PlanFormValues,
} from '@client/admin/resources/plans/plan-form-values';

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
  it('accepts a complete plan', () => {
    expect(validatePlanForm(valid(), trans)).toEqual({});
  });

  it('requires a name', () => {
    expect(validatePlanForm(valid({ name: '  ' }), trans)).toEqual({
      name: 'The name field is required.',
    });
  });

  it('needs a price for a paid plan, none for a free one', () => {
    expect(validatePlanForm(valid({ prices: [] }), trans)).toEqual({
      prices: 'A paid plan needs at least one price.',
    });
    expect(validatePlanForm(valid({ free: true, prices: [] }), trans)).toEqual({});
  });

  it('checks each price: amount decimals by currency, currency, interval, count', () => {
    const errors = validatePlanForm(
      valid({
        prices: [
          { amount: '9.99', currency: 'EUR', interval: 'month', interval_count: 1 },
          { amount: '9.999', currency: 'EUR', interval: 'month', interval_count: 0 },
          { amount: '1500.5', currency: 'JPY', interval: null, interval_count: 1.5 },
          { amount: '', currency: null, interval: 'year', interval_count: 1 },
        ],
      }),
      trans,
    );
    expect(errors.prices).toEqual([
      {},
      {
        amount: 'The amount must be a number with at most 2 decimals.',
        interval_count: 'The interval count must be a whole number of at least 1.',
      },
      {
        amount: 'The amount must be a whole number in this currency.',
        interval: 'The interval field is required.',
        interval_count: 'The interval count must be a whole number of at least 1.',
      },
      {
        amount: 'The amount field is required.',
        currency: 'The currency field is required.',
      },
    ]);
  });

  it('refuses a negative position', () => {
    expect(validatePlanForm(valid({ position: -1 }), trans)).toEqual({
      position: 'The position must be at least 0.',
    });
  });

  it('refuses an empty feature and a fractional position', () => {
    expect(
      validatePlanForm(
        valid({ feature_list: [{ text: 'HD' }, { text: ' ' }], position: 1.5 }),
        trans,
      ),
    ).toEqual({
      position: 'The position must be a whole number.',
      feature_list: [{}, { text: 'Enter the feature or remove it.' }],
    });
  });
});
