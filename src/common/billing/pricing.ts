import type { Price, Product } from '../api/billing';

/**
 * The pricing rules of spec 4 (pricing cycle, price selection) and 9 (displayed price, save-up
 * badge), shared by the pricing page, the change-plan page and checkout. Zod-free and pure: the
 * public pricing page imports it. Money stays in integer minor units until it is formatted.
 */

export type BillingCycle = 'yearly' | 'monthly';

/** Spec 9: the pricing page starts on the annual cycle. */
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'yearly';

export const BILLING_CYCLES: readonly BillingCycle[] = ['yearly', 'monthly'];

/** Save-up percentages above this count as 0 (spec 9). */
export const MAX_SAVE_UP_PERCENT = 200;

type PriceInterval = Pick<Price, 'interval' | 'interval_count'>;

/** Spec 4, in the units it names: at least 30 days or at least 1 month (a year is not monthly). */
export function isMonthlyPrice({ interval, interval_count: count }: PriceInterval): boolean {
  if (interval === 'day') return count >= 30;
  return interval === 'month' && count >= 1;
}

/** Spec 4, in the units it names: at least 12 months or at least 1 year. */
export function isYearlyPrice({ interval, interval_count: count }: PriceInterval): boolean {
  if (interval === 'month') return count >= 12;
  return interval === 'year' && count >= 1;
}

const MATCHES: Record<BillingCycle, (price: PriceInterval) => boolean> = {
  monthly: isMonthlyPrice,
  yearly: isYearlyPrice,
};

/** The first price matching the cycle's rule, or undefined when none does. */
export function findCyclePrice<P extends PriceInterval>(
  prices: readonly P[],
  cycle: BillingCycle,
): P | undefined {
  return prices.find(MATCHES[cycle]);
}

/** Spec 4: the price a plan shows for a cycle; the first price when none matches; null without prices. */
export function selectPrice<P extends PriceInterval>(
  prices: readonly P[],
  cycle: BillingCycle,
): P | null {
  return findCyclePrice(prices, cycle) ?? prices[0] ?? null;
}

/** How many fraction digits the currency's minor unit has (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyFractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** The minor-unit divisor per interval: an interval_count below 1 counts as 1. */
function divisor(price: Pick<Price, 'currency' | 'interval_count'>): number {
  return Math.max(1, price.interval_count) * 10 ** currencyFractionDigits(price.currency);
}

/**
 * A minor-unit amount in major units, as one division of two integers (so 999 cents is exactly
 * the double nearest 9.99, which Intl rounds to the currency's digits without drift).
 */
export function toMajorUnits(amount: number, currency: string, intervalCount = 1): number {
  return amount / divisor({ currency, interval_count: intervalCount });
}

/**
 * Formats a minor-unit amount in its currency for a locale: whole amounts without decimals
 * ('$10'), others with the currency's digits ('$9.99').
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  intervalCount = 1,
): string {
  const d = divisor({ currency, interval_count: intervalCount });
  const whole = amount % d === 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(amount / d);
  } catch {
    // an unknown currency code or locale: the amount with the code, never a crash
    return `${(amount / d).toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** Spec 9: the displayed price is amount / interval_count, in the price's currency. */
export function formatPrice(
  price: Pick<Price, 'amount' | 'currency' | 'interval_count'>,
  locale: string,
): string {
  return formatMoney(price.amount, price.currency, locale, price.interval_count);
}

/** A monthly price's interval in months, as num/den (30 days count as a month). */
const monthsOf = ({ interval, interval_count: count }: PriceInterval) =>
  interval === 'day' ? { num: count, den: 30 } : { num: count, den: 1 };

/** A yearly price's interval in years, as num/den (12 months count as a year). */
const yearsOf = ({ interval, interval_count: count }: PriceInterval) =>
  interval === 'month' ? { num: count, den: 12 } : { num: count, den: 1 };

/**
 * The rounded percent by which twelve months at the monthly price exceed a year at the yearly
 * price, in integers: 100 × (12·m/monthsM − y/yearsY) / (y/yearsY). 0 when a price is missing,
 * is the same price, is not positive, or the result is above 200 (spec 9).
 */
export function planSaveUpPercent(prices: readonly Price[]): number {
  const monthly = findCyclePrice(prices, 'monthly');
  const yearly = findCyclePrice(prices, 'yearly');
  if (!monthly || !yearly || monthly === yearly) return 0;
  if (monthly.amount <= 0 || yearly.amount <= 0) return 0;
  if (monthly.currency.toUpperCase() !== yearly.currency.toUpperCase()) return 0;
  const months = monthsOf(monthly);
  const years = yearsOf(yearly);
  // twelve monthly = 12·m·months.den / months.num; yearly = y·years.den / years.num
  const twelveMonthly = 12 * monthly.amount * months.den * years.num;
  const yearlyAmount = yearly.amount * years.den * months.num;
  const numerator = 100 * (twelveMonthly - yearlyAmount);
  // round half up with integers: floor((2n + d) / 2d)
  const percent = Math.floor((2 * numerator + yearlyAmount) / (2 * yearlyAmount));
  return percent > 0 && percent <= MAX_SAVE_UP_PERCENT ? percent : 0;
}

/** Spec 9: the best visible plan's save-up percent, shown only when above 0. */
export function saveUpPercent(products: readonly Pick<Product, 'hidden' | 'prices'>[]): number {
  return products
    .filter((product) => !product.hidden)
    .reduce((best, product) => Math.max(best, planSaveUpPercent(product.prices)), 0);
}

/** Who is looking at a plan card (spec 2.7). */
export type PricingViewer = 'visitor' | 'member' | 'subscribed';

export interface OnboardingChoice {
  productId: number;
  priceId: number;
}

export interface PlanButton {
  /** English label: 'Get started' for a free plan, otherwise 'Upgrade'. */
  label: 'Get started' | 'Upgrade';
  /** Where the button leads; null: disabled. */
  to: string | null;
  /** For a visitor: the choice to store under be.onboarding.selected before registering. */
  onboardingChoice: OnboardingChoice | null;
}

export const REGISTER_FROM_PRICING = '/register?redirectFrom=pricing';

/**
 * Spec 2.7: the plan card's button. A visitor registers (a paid plan's choice is stored so that
 * registration leads to its checkout; a free plan needs no checkout); a subscribed user changes
 * plan; a member checks out a paid plan, and a free plan's button is disabled.
 */
export function planButton(
  product: Pick<Product, 'id' | 'free'>,
  price: Pick<Price, 'id'> | null,
  viewer: PricingViewer,
): PlanButton {
  const label = product.free ? 'Get started' : 'Upgrade';
  const choice = price ? { productId: product.id, priceId: price.id } : null;
  if (viewer === 'visitor') {
    return {
      label,
      to: REGISTER_FROM_PRICING,
      onboardingChoice: product.free ? null : choice,
    };
  }
  if (!choice) return { label, to: null, onboardingChoice: null };
  if (viewer === 'subscribed') {
    return {
      label,
      to: `/change-plan/${choice.productId}/${choice.priceId}/confirm`,
      onboardingChoice: null,
    };
  }
  if (product.free) return { label, to: null, onboardingChoice: null };
  return {
    label,
    to: `/checkout/${choice.productId}/${choice.priceId}`,
    onboardingChoice: null,
  };
}
