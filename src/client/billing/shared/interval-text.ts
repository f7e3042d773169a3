import type { BillingInterval } from '@common/api/billing';

/** The English text after a displayed price: amount / interval_count per one interval (spec 9). */
export const PER_INTERVAL: Record<BillingInterval, string> = {
  day: '/ day',
  month: '/ month',
  year: '/ year',
};

/** How often a price renews, in words ('Billed every 3 months'). */
export function billedEvery(interval: BillingInterval, count: number): string {
  if (count <= 1) {
    return { day: 'Billed daily', month: 'Billed monthly', year: 'Billed yearly' }[interval];
  }
  return {
    day: 'Billed every :count days',
    month: 'Billed every :count months',
    year: 'Billed every :count years',
  }[interval];
}
