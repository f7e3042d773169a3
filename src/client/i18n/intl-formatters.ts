import { nextTask } from '@client/app/task-scheduling';

/**
 * Intl formatters, created once per locale and options: building one costs far more than
 * formatting with it, and a catalogue page formats hundreds of dates and numbers.
 * Like the constructors, these throw a RangeError for an invalid locale or option.
 */
const formatters = new Map<string, unknown>();

function memo<T>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

const keyOf = (kind: string, locale: string, options: object = {}) =>
  `${kind}|${locale}|${JSON.stringify(options)}`;

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  memo(keyOf('number', locale, options), () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  memo(keyOf('date', locale, options), () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  memo(keyOf('names', locale, options), () => new Intl.DisplayNames([locale], options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  memo(keyOf('relative', locale, options), () => new Intl.RelativeTimeFormat(locale, options));

/** The option sets the site's pages format with, shared so that warmFormatters builds the same. */
export const LONG_UTC_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
export const MEDIUM_UTC_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
export const SHORT_DAY: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};
export const LONG_DAY: Intl.DateTimeFormatOptions = { ...SHORT_DAY, month: 'long' };
export const LANGUAGE_NAMES: Intl.DisplayNamesOptions = { type: 'language', fallback: 'code' };
export const REGION_NAMES: Intl.DisplayNamesOptions = { type: 'region', fallback: 'code' };
export const wholeMoney = (currency: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  maximumFractionDigits: 0,
});

const PAGE_FORMATTERS: Array<(locale: string) => unknown> = [
  (locale) => numberFormat(locale),
  (locale) => numberFormat(locale, wholeMoney('USD')),
  (locale) => dateTimeFormat(locale, LONG_UTC_DATE),
  (locale) => dateTimeFormat(locale, SHORT_DAY),
  (locale) => displayNames(locale, LANGUAGE_NAMES),
  (locale) => displayNames(locale, REGION_NAMES),
];

/**
 * Builds the formatters a catalogue page renders with, one per task, before the app hydrates:
 * the first of each kind loads locale data and would otherwise lengthen the hydration task.
 */
export async function warmFormatters(locale: string): Promise<void> {
  for (const build of PAGE_FORMATTERS) {
    try {
      build(locale);
    } catch {
      // an unknown locale: the pages fall back as they would without the warm-up
    }
    await nextTask();
  }
}
