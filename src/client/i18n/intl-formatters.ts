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
