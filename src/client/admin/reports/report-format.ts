import type { ReportKpi } from '@common/api/reports';
import { displayNames, numberFormat, REGION_NAMES } from '@client/i18n/intl-formatters';

/** How a figure moved against the previous period. */
export type KpiChange =
  | { kind: 'up' | 'down'; percent: number }
  /** Equal, or a change that rounds to 0 %. */
  | { kind: 'same' }
  /** Nothing in the previous period: no percentage means anything. */
  | { kind: 'new' }
  /** Nothing in either period. */
  | { kind: 'none' };

export function kpiChange({ value, previous }: ReportKpi): KpiChange {
  if (previous === 0) return value === 0 ? { kind: 'none' } : { kind: 'new' };
  const percent = Math.round(((value - previous) / previous) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** '12 %' in the reader's language (the sign is shown by the arrow and the words beside it). */
export const formatPercent = (percent: number, locale: string) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

export type BreakdownKind = 'country' | 'device' | 'browser' | 'referrer' | 'page';

const DEVICES: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other',
};

/**
 * A breakdown row's label: a country's name in the reader's language ('' is 'Unknown'), a
 * device's translated name, 'Direct' for visits without a referrer; browsers, referrer hosts
 * and page paths are shown as they are.
 */
export function breakdownLabel(
  kind: BreakdownKind,
  value: string,
  trans: (english: string) => string,
  locale: string,
): string {
  switch (kind) {
    case 'country':
      if (value === '') return trans('Unknown');
      try {
        return displayNames(locale, REGION_NAMES).of(value.toUpperCase()) ?? value;
      } catch {
        // not a region code Intl knows (a malformed header): show it as it came
        return value;
      }
    case 'device':
      return trans(DEVICES[value] ?? value);
    case 'referrer':
      return value === '' ? trans('Direct') : value;
    case 'browser':
      return value === '' ? trans('Unknown') : value;
    case 'page':
      return value;
  }
}
