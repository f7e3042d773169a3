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

/** What translate needs of a language: its code (for plural rules) and its lines. */
export type TranslationSource = Pick<I18nBootstrap, 'language' | 'lines'>;

/**
 * Separates the plural forms of a message, as polyglot (the admin's ra-i18n-polyglot) does:
 * ':count title |||| :count titles'. The number in values.count picks the form.
 */
export const PLURAL_SEPARATOR = '||||';

/** CLDR's order of plural categories: a message lists its forms in this order. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = [
  'zero',
  'one',
  'two',
  'few',
  'many',
  'other',
];

interface PluralRulesOfLanguage {
  rules: Intl.PluralRules;
  /** The language's categories in CLDR order. */
  categories: Intl.LDMLPluralRule[];
}

const pluralRules = new Map<string, PluralRulesOfLanguage>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rulesFor(language: string): PluralRulesOfLanguage {
  let known = pluralRules.get(language);
  if (!known) {
    let rules: Intl.PluralRules;
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules(SOURCE_LOCALE.language);
    }
    const present = rules.resolvedOptions().pluralCategories;
    known = { rules, categories: CATEGORY_ORDER.filter((name) => present.includes(name)) };
    pluralRules.set(language, known);
  }
  return known;
}

function numberFormatFor(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language);
    } catch {
      format = new Intl.NumberFormat(SOURCE_LOCALE.language);
    }
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * The form of a plural message for a count, by the language's plural rules (Intl.PluralRules):
 * the forms follow the language's categories in CLDR order (English and French: one, other;
 * French's 'one' covers 0 and 1). 'other', and any category past the forms given, takes the last.
 */
export function selectPluralForm(message: string, count: number, language: string): string {
  const forms = message.split(PLURAL_SEPARATOR).map((form) => form.trim());
  if (forms.length === 1) return forms[0]!;
  const { rules, categories } = rulesFor(language);
  const category = rules.select(count);
  const index = category === 'other' ? forms.length - 1 : categories.indexOf(category);
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!;
}

/** Replaces :placeholders in a message, longest names first so ':name' never eats ':name_full'. */
export function interpolate(message: string, values?: TranslationValues): string {
  if (!values) return message;
  return Object.keys(values)
    .sort((a, b) => b.length - a.length)
    .reduce((text, key) => text.split(`:${key}`).join(String(values[key])), message);
}

/**
 * A message in the source's language: its line (keyed by the English message) or the message
 * itself; a plural message's form chosen by values.count, which is written in the language's
 * digits ('1,234', '1 234'); then its :placeholders filled.
 */
export function translate(
  source: TranslationSource,
  message: string,
  values?: TranslationValues,
): string {
  const line = source.lines[message] ?? message;
  const count = values?.count;
  if (typeof count !== 'number' || !line.includes(PLURAL_SEPARATOR)) {
    return interpolate(line, values);
  }
  const form = selectPluralForm(line, count, source.language);
  return interpolate(form, { ...values, count: numberFormatFor(source.language).format(count) });
}
