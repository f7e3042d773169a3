import type { I18nBootstrap } from '@common/i18n/translations';

/**
 * Translation lines per locale. English is the source language (messages are their own keys);
 * stored localizations and their admin pages arrive with the localization issue.
 */
export class LocalizationService {
  async forLocale(_locale: string | null): Promise<I18nBootstrap> {
    return { language: 'en', name: 'English', lines: {} };
  }
}
