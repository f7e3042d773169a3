import type { TranslationValues } from '@common/i18n/translations';
import { relativeTimeFormat } from '@client/i18n/intl-formatters';

type Translate = (message: string, values?: TranslationValues) => string;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * Spec 9: relative time from seconds to years, 'a few seconds ago' under 60 seconds.
 * Larger units come from Intl in the active language ('5 minutes ago', 'yesterday').
 */
export function formatRelativeTime(
  date: string | Date,
  { locale, trans, now = Date.now() }: { locale: string; trans: Translate; now?: number },
): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 60) return trans('a few seconds ago');
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
