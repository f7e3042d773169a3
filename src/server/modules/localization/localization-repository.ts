import type { Selectable } from 'kysely';
import { nowIso, toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { LocalizationInput, LocalizationListQuery } from './localization-schema';
import type { LocalizationsTable } from './localization-tables';

export type LocalizationRow = Selectable<LocalizationsTable>;

export class LocalizationRepository extends Repository {
  all(): Promise<LocalizationRow[]> {
    return this.db.selectFrom('localizations').selectAll().orderBy('name').orderBy('id').execute();
  }

  async paginate(
    query: LocalizationListQuery,
  ): Promise<{ rows: LocalizationRow[]; total: number }> {
    let base = this.db.selectFrom('localizations');
    if (query.query) {
      base = base.where(matchesText(['name', 'language'], query.query));
    }
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<LocalizationRow>(base, query);
  }

  findById(id: number): Promise<LocalizationRow | undefined> {
    return this.db.selectFrom('localizations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIds(ids: number[]): Promise<LocalizationRow[]> {
    return this.db.selectFrom('localizations').selectAll().where('id', 'in', ids).execute();
  }

  findByLanguage(language: string): Promise<LocalizationRow | undefined> {
    return this.db
      .selectFrom('localizations')
      .selectAll()
      .where('language', '=', language)
      .executeTakeFirst();
  }

  create(values: LocalizationInput): Promise<LocalizationRow> {
    const now = nowIso();
    return this.db
      .insertInto('localizations')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: number, values: LocalizationInput): Promise<LocalizationRow | undefined> {
    return this.db
      .updateTable('localizations')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteMany(ids: number[]): Promise<number> {
    const result = await this.db
      .deleteFrom('localizations')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Every line of a localization as {key: value}. */
  async lines(localizationId: number): Promise<Record<string, string>> {
    const rows = await this.db
      .selectFrom('localization_lines')
      .select(['key', 'value'])
      .where('localization_id', '=', localizationId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  }

  /** Lines per localization, {localizationId: {key: value}}, in one query. */
  async linesOf(ids: number[]): Promise<Map<number, Record<string, string>>> {
    const lines = new Map(ids.map((id) => [id, {} as Record<string, string>]));
    if (!ids.length) return lines;
    const rows = await this.db
      .selectFrom('localization_lines')
      .select(['localization_id', 'key', 'value'])
      .where('localization_id', 'in', ids)
      .execute();
    for (const row of rows) lines.get(row.localization_id)![row.key] = row.value;
    return lines;
  }

  /** How many lines each localization has, in one query. */
  async lineCounts(ids: number[]): Promise<Map<number, number>> {
    const counts = new Map(ids.map((id) => [id, 0]));
    if (!ids.length) return counts;
    const rows = await this.db
      .selectFrom('localization_lines')
      .select((eb) => ['localization_id', eb.fn.countAll().as('count')])
      .where('localization_id', 'in', ids)
      .groupBy('localization_id')
      .execute();
    for (const row of rows) counts.set(row.localization_id, toCount(row.count));
    return counts;
  }

  /** Upserts non-empty values and removes emptied ones, all or nothing. */
  async saveLines(localizationId: number, lines: Record<string, string>): Promise<void> {
    const entries = Object.entries(lines);
    const filled = entries.filter(([, value]) => value !== '');
    const emptied = entries.filter(([, value]) => value === '').map(([key]) => key);
    await this.transaction(async ({ db: trx }) => {
      // Chunks keep each statement under SQLite's bound-parameter limit.
      for (let start = 0; start < filled.length; start += 200) {
        await trx
          .insertInto('localization_lines')
          .values(
            filled
              .slice(start, start + 200)
              .map(([key, value]) => ({ localization_id: localizationId, key, value })),
          )
          .onConflict((oc) =>
            oc
              .columns(['localization_id', 'key'])
              .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
          )
          .execute();
      }
      for (let start = 0; start < emptied.length; start += 500) {
        await trx
          .deleteFrom('localization_lines')
          .where('localization_id', '=', localizationId)
          .where('key', 'in', emptied.slice(start, start + 500))
          .execute();
      }
      await trx
        .updateTable('localizations')
        .set({ updated_at: nowIso() })
        .where('id', '=', localizationId)
        .execute();
    });
  }
}
