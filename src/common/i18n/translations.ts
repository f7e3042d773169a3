/** A language the site offers: code and display name. */
export interface LocaleOption {
  language: string;
  name: string;
}

export interface I18nBootstrap {
  /** Active language code, e.g. 'en'. */
  language: string;
  name: string;
  /** Translation lines keyed by the English message. Missing lines fall back to the message. */
  lines: Record<string, string>;
  /** Every language the site offers, for the footer picker; absent in older payloads. */
  locales?: LocaleOption[];
}

/** The source language: its messages are their own keys. */
export const SOURCE_LOCALE: LocaleOption = { language: 'en', name: 'English' };

export type TranslationValues = Record<string, string | number>;

/** Replaces :placeholders in a message, longest names first so ':name' never eats ':name_full'. */
export function interpolate(message: string, values?: TranslationValues): string {
  if (!values) return message;
  return Object.keys(values)
    .sort((a, b) => b.length - a.length)
    .reduce((text, key) => text.split(`:${key}`).join(String(values[key])), message);
}

export function translate(
  lines: Record<string, string>,
  message: string,
  values?: TranslationValues,
): string {
  return interpolate(lines[message] ?? message, values);
}
