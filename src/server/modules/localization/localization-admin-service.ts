import type { LocalizationRecord, TranslationLine } from '@common/api/localizations';
import { SOURCE_LOCALE } from '@common/i18n/translations';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { NO_RELATIONS, type Relations } from '../../domain/relations';
import type { SettingsService } from '../settings';
import { MESSAGE_CATALOGUE } from './message-catalogue';
import type { LocalizationRepository, LocalizationRow } from './localization-repository';
import type {
  LineListQuery,
  LocalizationInput,
  LocalizationListQuery,
  LocalizationRelation,
} from './localization-schema';
import type { LocalizationService } from './localization-service';

type LocalizationRelations = Relations<LocalizationRelation, LocalizationRelation>;

/** The admin's localizations (spec 2.9): CRUD and the translate page's lines. */
export class LocalizationAdminService {
  constructor(
    private readonly repository: LocalizationRepository,
    private readonly localization: LocalizationService,
    private readonly settings: SettingsService,
  ) {}

  async paginate(
    query: LocalizationListQuery,
    relations: LocalizationRelations = NO_RELATIONS,
  ): Promise<{ rows: LocalizationRecord[]; total: number }> {
    const { rows, total } = await this.repository.paginate(query);
    return { rows: await this.withRelations(rows, relations), total };
  }

  async find(
    id: number,
    relations: LocalizationRelations = NO_RELATIONS,
  ): Promise<LocalizationRecord> {
    const row = await this.repository.findById(id);
    if (!row) throw new NotFoundError();
    const [record] = await this.withRelations([row], relations);
    return record!;
  }

  async create(input: LocalizationInput): Promise<LocalizationRow> {
    await this.assertLanguageFree(input.language);
    const row = await this.repository.create(input);
    this.localization.changed();
    return row;
  }

  async update(id: number, input: LocalizationInput): Promise<LocalizationRow> {
    const current = await this.find(id);
    if (current.language !== input.language) {
      if (current.language === SOURCE_LOCALE.language) {
        throw new InvalidError({ language: ['The language code of English cannot be changed.'] });
      }
      await this.assertLanguageFree(input.language, id);
    }
    const row = await this.repository.update(id, input);
    if (!row) throw new NotFoundError();
    this.localization.changed();
    return row;
  }

  /** Never English (the source language) nor the site's default language. */
  async delete(ids: number[]): Promise<void> {
    const rows = await this.repository.findByIds(ids);
    if (!rows.length) throw new NotFoundError();
    const { default_locale } = (await this.settings.all()).i18n;
    for (const row of rows) {
      if (row.language === SOURCE_LOCALE.language) {
        throw new InvalidError({ ids: ['English is the source language and cannot be deleted.'] });
      }
      if (row.language === default_locale) {
        throw new InvalidError({ ids: ['The default language cannot be deleted.'] });
      }
    }
    await this.repository.deleteMany(rows.map((row) => row.id));
    this.localization.changed();
  }

  /**
   * The catalogue's messages plus any stored keys, filtered by key or value (case-insensitive)
   * and sorted; the whole set is small, so it is merged and paged in memory after one query.
   */
  async lines(
    id: number,
    query: LineListQuery,
  ): Promise<{ rows: TranslationLine[]; total: number }> {
    await this.find(id);
    const stored = await this.repository.lines(id);
    const keys = [...new Set([...MESSAGE_CATALOGUE, ...Object.keys(stored)])];
    const needle = query.query?.trim().toLowerCase();
    const matching = keys
      .map((key) => ({ key, value: stored[key] ?? null }))
      .filter(
        (line) =>
          !needle ||
          line.key.toLowerCase().includes(needle) ||
          (line.value ?? '').toLowerCase().includes(needle),
      )
      .sort((a, b) => a.key.localeCompare(b.key, 'en'));
    const start = (query.page - 1) * query.perPage;
    return { rows: matching.slice(start, start + query.perPage), total: matching.length };
  }

  async saveLines(id: number, lines: Record<string, string>): Promise<void> {
    await this.find(id);
    await this.repository.saveLines(id, lines);
    this.localization.changed();
  }

  /** The asked-for lines and line counts of a page of localizations: one query each. */
  private async withRelations(
    rows: LocalizationRow[],
    { include, count }: LocalizationRelations,
  ): Promise<LocalizationRecord[]> {
    const ids = rows.map((row) => row.id);
    const [lines, counts] = await Promise.all([
      include.includes('lines') ? this.repository.linesOf(ids) : null,
      count.includes('lines') ? this.repository.lineCounts(ids) : null,
    ]);
    return rows.map((row) => ({
      ...row,
      ...(lines ? { lines: lines.get(row.id) ?? {} } : {}),
      ...(counts ? { lines_count: counts.get(row.id) ?? 0 } : {}),
    }));
  }

  private async assertLanguageFree(language: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.findByLanguage(language);
    if (existing && existing.id !== exceptId) {
      throw new InvalidError({ language: ['The language has already been taken.'] });
    }
  }
}
