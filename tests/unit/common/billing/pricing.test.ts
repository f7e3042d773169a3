import { describe, expect, it } from 'vitest';
import type { Price, Product } from '@common/api/billing';
import {
  currencyFractionDigits,
  DEFAULT_BILLING_CYCLE,
  findCyclePrice,
  formatMoney,
  formatPrice,
  isMonthlyPrice,
  isYearlyPrice,
  planButton,
  planSaveUpPercent,
  REGISTER_FROM_PRICING,
  saveUpPercent,
  selectPrice,
  toMajorUnits,
} from '@common/billing/pricing';

let nextId = 1;
function price(
  amount: number,
  interval: Price['interval'],
  interval_count = 1,
  currency = 'USD',
): Price {
  return { id: nextId++, amount, currency, interval, interval_count };
}

function plan(prices: Price[], overrides: Partial<Product> = {}): Product {
  return {
    id: nextId++,
    name: 'Plan',
    description: null,
    hidden: false,
    free: false,
    recommended: false,
    feature_list: [],
    position: 0,
    prices,
    ...overrides,
  };
}

describe('the pricing cycle', () => {
  it('starts annual (spec 9)', () => {
    expect(DEFAULT_BILLING_CYCLE).toBe('yearly');
  });
});

describe('monthly price rule (spec 4)', () => {
  it('takes at least 30 days', () => {
    expect(isMonthlyPrice(price(1, 'day', 30))).toBe(true);
    expect(isMonthlyPrice(price(1, 'day', 45))).toBe(true);
    expect(isMonthlyPrice(price(1, 'day', 29))).toBe(false);
    expect(isMonthlyPrice(price(1, 'day', 1))).toBe(false);
  });

  it('takes at least one month, not a year', () => {
    expect(isMonthlyPrice(price(1, 'month', 1))).toBe(true);
    expect(isMonthlyPrice(price(1, 'month', 3))).toBe(true);
    expect(isMonthlyPrice(price(1, 'year', 1))).toBe(false);
  });

  it('refuses a zero or negative interval count', () => {
    expect(isMonthlyPrice(price(1, 'month', 0))).toBe(false);
    expect(isMonthlyPrice(price(1, 'year', -1))).toBe(false);
  });
});

describe('yearly price rule (spec 4)', () => {
  it('takes at least 12 months', () => {
    expect(isYearlyPrice(price(1, 'month', 12))).toBe(true);
    expect(isYearlyPrice(price(1, 'month', 24))).toBe(true);
    expect(isYearlyPrice(price(1, 'month', 11))).toBe(false);
    expect(isYearlyPrice(price(1, 'month', 3))).toBe(false);
  });

  it('takes at least one year, in months or years only', () => {
    expect(isYearlyPrice(price(1, 'year', 1))).toBe(true);
    expect(isYearlyPrice(price(1, 'year', 2))).toBe(true);
    expect(isYearlyPrice(price(1, 'day', 365))).toBe(false);
    expect(isYearlyPrice(price(1, 'day', 30))).toBe(false);
  });

  it('refuses a zero interval count', () => {
    expect(isYearlyPrice(price(1, 'year', 0))).toBe(false);
  });
});

describe('selectPrice', () => {
  const weekly = price(300, 'day', 7);
  const monthly = price(1000, 'month');
  const yearly = price(10000, 'year');

  it('takes the first price matching the cycle', () => {
    expect(selectPrice([weekly, monthly, yearly], 'monthly')).toBe(monthly);
    expect(selectPrice([weekly, monthly, yearly], 'yearly')).toBe(yearly);
  });

  it('passes over a yearly price listed first for the monthly cycle', () => {
    expect(selectPrice([yearly, monthly], 'monthly')).toBe(monthly);
    expect(selectPrice([monthly, yearly], 'yearly')).toBe(yearly);
  });

  it('counts a 30-day price as monthly', () => {
    const thirtyDays = price(900, 'day', 30);
    expect(selectPrice([weekly, thirtyDays, yearly], 'monthly')).toBe(thirtyDays);
  });

  it('counts twelve months as yearly', () => {
    const twelveMonths = price(9000, 'month', 12);
    expect(selectPrice([monthly, twelveMonths], 'yearly')).toBe(twelveMonths);
  });

  it('falls back to the first price when none matches', () => {
    expect(selectPrice([weekly, monthly], 'yearly')).toBe(weekly);
    expect(selectPrice([weekly], 'monthly')).toBe(weekly);
  });

  it('answers null for a plan without prices', () => {
    expect(selectPrice([], 'yearly')).toBeNull();
    expect(findCyclePrice([], 'monthly')).toBeUndefined();
  });
});

describe('displayed price (spec 9)', () => {
  it("knows each currency's fraction digits", () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
    expect(currencyFractionDigits('not a currency')).toBe(2);
  });

  it('converts minor units without float drift', () => {
    expect(toMajorUnits(999, 'USD')).toBe(9.99);
    expect(toMajorUnits(1999, 'EUR')).toBe(19.99);
    expect(toMajorUnits(500, 'JPY')).toBe(500);
    expect(toMajorUnits(1234, 'KWD')).toBe(1.234);
    expect(toMajorUnits(2700, 'USD', 3)).toBe(9);
  });

  it('formats in the price currency, dropping decimals from whole amounts', () => {
    expect(formatPrice(price(999, 'month'), 'en-US')).toBe('$9.99');
    expect(formatPrice(price(1000, 'month'), 'en-US')).toBe('$10');
    expect(formatPrice(price(1999, 'month', 1, 'EUR'), 'de-DE')).toBe('19,99\u00a0€');
    expect(formatPrice(price(500, 'month', 1, 'JPY'), 'en-US')).toBe('¥500');
    expect(formatPrice(price(0, 'month'), 'en-US')).toBe('$0');
  });

  it('divides by interval_count: three months show the monthly amount', () => {
    expect(formatPrice(price(2700, 'month', 3), 'en-US')).toBe('$9');
    expect(formatPrice(price(2999, 'month', 3), 'en-US')).toBe('$10.00');
    expect(formatPrice(price(1000, 'month', 3), 'en-US')).toBe('$3.33');
  });

  it('treats an interval_count below 1 as 1 rather than dividing by zero', () => {
    expect(formatPrice(price(1000, 'month', 0), 'en-US')).toBe('$10');
  });

  it('formats negative amounts and never throws on an unknown currency', () => {
    expect(formatMoney(-250, 'USD', 'en-US')).toBe('-$2.50');
    expect(formatMoney(999, 'XX', 'en-US')).toBe('9.99 XX');
  });
});

describe('save-up percent (spec 9)', () => {
  it('is the rounded percent by which twelve monthly amounts exceed the yearly amount', () => {
    // 12 × 10 = 120 against 100: 20 %
    expect(planSaveUpPercent([price(1000, 'month'), price(10000, 'year')])).toBe(20);
    // 12 × 9.99 = 119.88 against 99.99: 19.89 % → 20
    expect(planSaveUpPercent([price(999, 'month'), price(9999, 'year')])).toBe(20);
    // 12 × 5 = 60 against 48: 25 %
    expect(planSaveUpPercent([price(500, 'month'), price(4800, 'year')])).toBe(25);
  });

  it('rounds to the nearest percent, halves up', () => {
    // 12 × 8.61 = 103.32 against 80: 29.15 %
    expect(planSaveUpPercent([price(861, 'month'), price(8000, 'year')])).toBe(29);
    // 12 × 8.45 = 101.40 against 80: 26.75 %; 12 × 8.43 = 101.16 against 80: 26.45 %
    expect(planSaveUpPercent([price(845, 'month'), price(8000, 'year')])).toBe(27);
    expect(planSaveUpPercent([price(843, 'month'), price(8000, 'year')])).toBe(26);
    // 12 × 1.34 = 16.08 against 16: 0.5 %; 12 × 1.38 = 16.56 against 16: 3.5 %
    expect(planSaveUpPercent([price(134, 'month'), price(1600, 'year')])).toBe(1);
    expect(planSaveUpPercent([price(138, 'month'), price(1600, 'year')])).toBe(4);
  });

  it('normalises a three-month price to one month', () => {
    // 27 for 3 months is 9 a month; 12 × 9 = 108 against 90: 20 %
    expect(planSaveUpPercent([price(2700, 'month', 3), price(9000, 'year')])).toBe(20);
  });

  it('counts a 30-day price as one month and twelve months as a year', () => {
    expect(planSaveUpPercent([price(1000, 'day', 30), price(10000, 'month', 12)])).toBe(20);
  });

  it('counts a two-year price per year', () => {
    // 12 × 10 = 120 against 200 / 2 = 100: 20 %
    expect(planSaveUpPercent([price(1000, 'month'), price(20000, 'month', 24)])).toBe(20);
  });

  it('is 0 without a monthly or a yearly price', () => {
    expect(planSaveUpPercent([price(1000, 'month')])).toBe(0);
    expect(planSaveUpPercent([price(1000, 'month', 3)])).toBe(0);
    expect(planSaveUpPercent([price(10000, 'year')])).toBe(0);
    expect(planSaveUpPercent([price(100, 'day', 7)])).toBe(0);
    expect(planSaveUpPercent([])).toBe(0);
  });

  it('is 0 when the yearly price costs as much or more', () => {
    expect(planSaveUpPercent([price(1000, 'month'), price(12000, 'year')])).toBe(0);
    expect(planSaveUpPercent([price(1000, 'month'), price(15000, 'year')])).toBe(0);
  });

  it('counts values above 200 as 0, and 200 itself', () => {
    // 12 × 10 = 120 against 40: 200 %
    expect(planSaveUpPercent([price(1000, 'month'), price(4000, 'year')])).toBe(200);
    // against 39.99: 200.08 % → 200
    expect(planSaveUpPercent([price(1000, 'month'), price(3999, 'year')])).toBe(200);
    // against 39: 207.7 %
    expect(planSaveUpPercent([price(1000, 'month'), price(3900, 'year')])).toBe(0);
  });

  it('is 0 for zero or negative amounts', () => {
    expect(planSaveUpPercent([price(0, 'month'), price(10000, 'year')])).toBe(0);
    expect(planSaveUpPercent([price(1000, 'month'), price(0, 'year')])).toBe(0);
    expect(planSaveUpPercent([price(-1000, 'month'), price(10000, 'year')])).toBe(0);
    expect(planSaveUpPercent([price(1000, 'month'), price(-10000, 'year')])).toBe(0);
  });

  it('is 0 when the two prices are in different currencies', () => {
    expect(
      planSaveUpPercent([price(1000, 'month', 1, 'USD'), price(10000, 'year', 1, 'EUR')]),
    ).toBe(0);
  });

  it("uses the best visible plan's value", () => {
    const plans = [
      plan([price(1000, 'month'), price(10000, 'year')]),
      plan([price(500, 'month'), price(4800, 'year')]),
      plan([price(1000, 'month')]),
      plan([price(1000, 'month'), price(5000, 'year')], { hidden: true }),
      plan([], { free: true }),
    ];
    expect(saveUpPercent(plans)).toBe(25);
  });

  it('is 0 without plans, or when no plan saves anything', () => {
    expect(saveUpPercent([])).toBe(0);
    expect(saveUpPercent([plan([price(1000, 'month'), price(3000, 'year')])])).toBe(0);
    expect(saveUpPercent([plan([price(1000, 'month'), price(12000, 'year')])])).toBe(0);
  });
});

describe('planButton (spec 2.7)', () => {
  const paid = { id: 4, free: false };
  const free = { id: 3, free: true };
  const monthly = { id: 11 };

  it('sends a visitor to register, storing a paid plan’s choice', () => {
    expect(planButton(paid, monthly, 'visitor')).toEqual({
      label: 'Upgrade',
      to: REGISTER_FROM_PRICING,
      onboardingChoice: { productId: 4, priceId: 11 },
    });
    expect(REGISTER_FROM_PRICING).toBe('/register?redirectFrom=pricing');
  });

  it('sends a visitor to register for a free plan, without a checkout to store', () => {
    expect(planButton(free, monthly, 'visitor')).toEqual({
      label: 'Get started',
      to: '/register?redirectFrom=pricing',
      onboardingChoice: null,
    });
  });

  it('sends a subscribed user to change plan, free or paid', () => {
    expect(planButton(paid, monthly, 'subscribed')).toEqual({
      label: 'Upgrade',
      to: '/change-plan/4/11/confirm',
      onboardingChoice: null,
    });
    expect(planButton(free, monthly, 'subscribed')).toEqual({
      label: 'Get started',
      to: '/change-plan/3/11/confirm',
      onboardingChoice: null,
    });
  });

  it('sends a signed-in member to checkout a paid plan', () => {
    expect(planButton(paid, monthly, 'member')).toEqual({
      label: 'Upgrade',
      to: '/checkout/4/11',
      onboardingChoice: null,
    });
  });

  it('disables a free plan for a signed-in member', () => {
    expect(planButton(free, monthly, 'member')).toEqual({
      label: 'Get started',
      to: null,
      onboardingChoice: null,
    });
  });

  it('disables a plan without a price for signed-in users', () => {
    expect(planButton(paid, null, 'member').to).toBeNull();
    expect(planButton(paid, null, 'subscribed').to).toBeNull();
    expect(planButton(paid, null, 'visitor')).toEqual({
      label: 'Upgrade',
      to: REGISTER_FROM_PRICING,
      onboardingChoice: null,
    });
  });
});
