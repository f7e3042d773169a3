import type { BillingSubscription, Price, Product } from '@common/api/billing';
import type { PaginationResponse } from '@common/http/responses';

export function buildPrice(overrides: Partial<Price> = {}): Price {
  return {
    id: 1,
    amount: 1000,
    currency: 'USD',
    interval: 'month',
    interval_count: 1,
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Basic',
    description: null,
    hidden: false,
    free: false,
    recommended: false,
    feature_list: [],
    position: 1,
    prices: [],
    ...overrides,
  };
}

/** Three plans as an admin would set them up: free, a recommended Pro, and Team. */
export function pricingPlans(): Product[] {
  return [
    buildProduct({
      id: 1,
      name: 'Free',
      free: true,
      feature_list: ['Watchlist'],
      prices: [buildPrice({ id: 10, amount: 0 })],
    }),
    buildProduct({
      id: 2,
      name: 'Pro',
      recommended: true,
      description: 'For film lovers',
      feature_list: ['Unlimited lists', 'No ads'],
      prices: [
        buildPrice({ id: 20, amount: 999 }),
        buildPrice({ id: 21, amount: 9999, interval: 'year' }),
      ],
    }),
    buildProduct({
      id: 3,
      name: 'Team',
      prices: [
        buildPrice({ id: 30, amount: 2000 }),
        buildPrice({ id: 31, amount: 19200, interval: 'year' }),
      ],
    }),
    buildProduct({ id: 4, name: 'Secret', hidden: true, prices: [buildPrice({ id: 40 })] }),
  ];
}

export function page<T>(data: T[]): PaginationResponse<T> {
  return {
    data,
    current_page: 1,
    per_page: 15,
    total: data.length,
    last_page: 1,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
  };
}

export function buildSubscription(
  overrides: Partial<BillingSubscription> = {},
): BillingSubscription {
  const product = pricingPlans()[1]!;
  return {
    id: 5,
    gateway: 'stripe',
    status: 'active',
    valid: true,
    active: true,
    on_grace_period: false,
    renews_at: '2027-03-04T12:00:00.000Z',
    ends_at: null,
    created_at: '2026-03-04T00:00:00.000Z',
    product,
    price: product.prices[0]!,
    payment_method: {
      type: 'card',
      brand: 'visa',
      last4: '4242',
      exp_month: 4,
      exp_year: 2030,
      email: null,
    },
    ...overrides,
  };
}
