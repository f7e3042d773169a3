import type { BillingInterval, Price } from '@common/api/billing';
import {
  currencyFractionDigits,
  formatMoney as formatCurrencyAmount,
} from '@common/billing/pricing';

export { currencyFractionDigits };

/** The currencies the price form offers, most used first; a stored other code stays selectable. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'JPY',
  'KRW',
  'CNY',
  'HKD',
  'SGD',
  'INR',
  'BRL',
  'MXN',
  'ZAR',
  'TRY',
  'ILS',
  'AED',
  'KWD',
  'BHD',
] as const;

export const DEFAULT_CURRENCY = 'USD';

/**
 * An amount in minor units as the decimal text of major units, by string arithmetic so no float
 * is involved: 999 USD → '9.99', 1000 JPY → '1000', 1234 KWD → '1.234', 5 EUR → '0.05'.
 */
export function minorToMajor(amount: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Typed major units ('9.99', '9,99', '10') as an integer of minor units, parsed from the text
 * (never through a float): null when it is not a non-negative amount with at most the
 * currency's decimals, or too large to be exact.
 */
export function majorToMinor(text: string, currency: string): number | null {
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const digits = currencyFractionDigits(currency);
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An amount in minor units formatted in its currency: €9.99, €99 (whole amounts without decimals). */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  return formatCurrencyAmount(amount, currency, locale);
}

type Translate = (message: string, values?: Record<string, string | number>) => string;

const INTERVAL_MESSAGES: Record<BillingInterval, string> = {
  day: 'day |||| :count days',
  month: 'month |||| :count months',
  year: 'year |||| :count years',
};

/** One price as the admin reads it: '€9.99 / month', '$25 / 3 months'. */
export function priceLabel(
  price: Pick<Price, 'amount' | 'currency' | 'interval' | 'interval_count'>,
  trans: Translate,
  locale = 'en',
): string {
  return trans(':amount / :interval', {
    amount: formatMoney(price.amount, price.currency, locale),
    interval: trans(INTERVAL_MESSAGES[price.interval], { count: price.interval_count }),
  });
}

/** A plan's prices on one line: '€9.99 / month · €99 / year'; empty for a plan without prices. */
export function pricesSummary(prices: readonly Price[], trans: Translate, locale = 'en'): string {
  return prices.map((price) => priceLabel(price, trans, locale)).join(' · ');
}
