import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';

/** react-admin's own interface texts, per language the admin ships. */
const MESSAGES: Record<string, TranslationMessages> = { en: englishMessages };
const DEFAULT_LOCALE = 'en';

export function adminLocale(language: string): string {
  return language in MESSAGES ? language : DEFAULT_LOCALE;
}

/**
 * react-admin's translations for the site language (bootstrap i18n.language), English otherwise.
 * Missing keys render as themselves, so our English-keyed texts pass through.
 */
export function createI18nProvider(language: string): I18nProvider {
  return polyglotI18nProvider(
    (locale) => MESSAGES[locale] ?? englishMessages,
    adminLocale(language),
    [{ locale: DEFAULT_LOCALE, name: 'English' }],
    { allowMissing: true },
  );
}
