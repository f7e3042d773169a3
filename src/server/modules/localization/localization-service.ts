import { SOURCE_LOCALE, type I18nBootstrap, type LocaleOption } from '@common/i18n/translations';
import type { SettingsService } from '../settings';
import type { LocalizationRepository, LocalizationRow } from './localization-repository';

interface Dependencies {
  repository: LocalizationRepository;
  settings: SettingsService;
}

/**
 * Which language a request sees and its lines. English is the source language (messages are
 * their own keys). Localizations and lines are cached in memory per locale; every admin write
 * calls changed(), so an edit shows on the next page load.
 */
export class LocalizationService {
  private rowsCache: Promise<LocalizationRow[]> | null = null;
  private readonly linesCache = new Map<number, Promise<Record<string, string>>>();

  constructor(private readonly deps: Dependencies) {}

  /** Clears the caches after localizations or lines change. */
  changed(): void {
    this.rowsCache = null;
    this.linesCache.clear();
  }

  /** Languages on offer (value list 'localizations', the footer picker). */
  async list(): Promise<LocaleOption[]> {
    const rows = await this.rows();
    if (!rows.length) return [SOURCE_LOCALE];
    return rows.map(({ language, name }) => ({ language, name }));
  }

  /**
   * The requested language (the user's, or a guest's cookie) when i18n is enabled and it
   * exists; otherwise settings.i18n.default_locale; otherwise English.
   */
  async forLocale(locale: string | null): Promise<I18nBootstrap> {
    const rows = await this.rows();
    const locales = rows.length
      ? rows.map(({ language, name }) => ({ language, name }))
      : [SOURCE_LOCALE];
    const { i18n } = await this.deps.settings.all();
    const wanted = [i18n.enable ? locale : null, i18n.default_locale, SOURCE_LOCALE.language];
    const row = wanted
      .map((code) => rows.find((candidate) => candidate.language === code))
      .find((candidate) => candidate !== undefined);
    if (!row) return { ...SOURCE_LOCALE, lines: {}, locales };
    return { language: row.language, name: row.name, lines: await this.lines(row.id), locales };
  }

  private rows(): Promise<LocalizationRow[]> {
    this.rowsCache ??= this.deps.repository.all().catch((error: unknown) => {
      this.rowsCache = null;
      throw error;
    });
    return this.rowsCache;
  }

  private lines(localizationId: number): Promise<Record<string, string>> {
    let lines = this.linesCache.get(localizationId);
    if (!lines) {
      lines = this.deps.repository.lines(localizationId).catch((error: unknown) => {
        this.linesCache.delete(localizationId);
        throw error;
      });
      this.linesCache.set(localizationId, lines);
    }
    return lines;
  }
}
