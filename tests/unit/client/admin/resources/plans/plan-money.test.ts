import { describe, expect, it } from 'vitest';
import type { Price } from '@common/api/billing';
import { translate } from '@common/i18n/translations';
import {
  currencyFractionDigits,
  formatMoney,
  majorToMinor,
  minorToMajor,
  pricesSummary,
} from '@client/admin/resources/plans/plan-money';

const trans = (message: string, values?: Record<string, string | number>) =>
  translate({ language: 'en', lines: {} }, message, values);

const price = (overrides: Partial<Price>): Price => ({
  id: 1,
  amount: 999,
  currency: 'EUR',
  interval: 'month',
  interval_count: 1,
  ...overrides,
});

describe('currency fraction digits', () => {
  it('comes from Intl: 2 for USD, 0 for JPY, 3 for KWD, 2 for an unknown code', () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
    expect(currencyFractionDigits('not a code')).toBe(2);
  });
});

describe('major to minor units', () => {
  it('parses the decimal text without float drift', () => {
    // 0.1 + 0.2 and 1.005 * 100 are the classic float traps
    expect(majorToMinor('0.3', 'USD')).toBe(30);
    expect(majorToMinor('1.005', 'KWD')).toBe(1005);
    expect(majorToMinor('4.35', 'USD')).toBe(435);
    expect(majorToMinor('1.15', 'EUR')).toBe(115);
    expect(majorToMinor('9.99', 'USD')).toBe(999);
    expect(majorToMinor('19.9', 'USD')).toBe(1990);
    expect(majorToMinor('10', 'USD')).toBe(1000);
    expect(majorToMinor(' 9,99 ', 'EUR')).toBe(999);
    expect(majorToMinor('0', 'USD')).toBe(0);
  });

  it('follows the currency: no decimals for JPY, three for KWD', () => {
    expect(majorToMinor('1500', 'JPY')).toBe(1500);
    expect(majorToMinor('1500.5', 'JPY')).toBeNull();
    expect(majorToMinor('1.234', 'KWD')).toBe(1234);
    expect(majorToMinor('1.2', 'KWD')).toBe(1200);
    expect(majorToMinor('1.2345', 'KWD')).toBeNull();
  });

  it('refuses what is not a non-negative amount', () => {
    for (const text of ['', 'abc', '-1', '1.999', '1e3', '1.2.3', '.5', '99999999999999999']) {
      expect(majorToMinor(text, 'USD')).toBeNull();
    }
  });
});

describe('minor to major units', () => {
  it('writes the exact decimal text', () => {
    expect(minorToMajor(999, 'USD')).toBe('9.99');
    expect(minorToMajor(30, 'USD')).toBe('0.30');
    expect(minorToMajor(5, 'EUR')).toBe('0.05');
    expect(minorToMajor(0, 'USD')).toBe('0.00');
    expect(minorToMajor(1000, 'JPY')).toBe('1000');
    expect(minorToMajor(1234, 'KWD')).toBe('1.234');
    expect(minorToMajor(-250, 'USD')).toBe('-2.50');
  });

  it('round-trips with the parser', () => {
    for (const amount of [0, 1, 10, 99, 100, 101, 999, 1005, 123456789]) {
      for (const currency of ['USD', 'JPY', 'KWD']) {
        expect(majorToMinor(minorToMajor(amount, currency), currency)).toBe(amount);
      }
    }
  });
});

describe('formatting', () => {
  it('formats minor units in the currency, whole amounts without decimals', () => {
    expect(formatMoney(999, 'EUR')).toBe('€9.99');
    expect(formatMoney(9900, 'EUR')).toBe('€99');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(1234, 'KWD')).toBe('KWD\u00a01.234');
    expect(formatMoney(999, 'EUR', 'fr')).toBe('9,99\u00a0€');
  });

  it("summarises a plan's prices on one line", () => {
    expect(
      pricesSummary([price({}), price({ id: 2, amount: 9900, interval: 'year' })], trans),
    ).toBe('€9.99 / month · €99 / year');
    expect(
      pricesSummary([price({ amount: 2500, currency: 'USD', interval_count: 3 })], trans),
    ).toBe('$25 / 3 months');
    expect(pricesSummary([price({ amount: 100, interval: 'day', interval_count: 7 })], trans)).toBe(
      '€1 / 7 days',
    );
    expect(pricesSummary([], trans)).toBe('');
  });
});
