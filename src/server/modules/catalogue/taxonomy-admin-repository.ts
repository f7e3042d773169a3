import { sql, type Selectable } from 'kysely';
import type { AdminTaxonomyKind } from '@common/api/admin-taxonomies';
import type { Db } from '../../db/connection';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { CountedTaxonomyTable } from './catalogue-tables';
import type { TaxonomyListQuery } from './taxonomy-admin-schema';

export type TaxonomyAdminRow = Selectable<CountedTaxonomyTable>;
export type TaxonomyValues = Pick<TaxonomyAdminRow, 'name' | 'display_name'>;

/** Both counted taxonomies have the same shape; queries are typed as genres and run on either. */
const TABLES = {
  genres: { table: 'genres', pivot: 'genre_title', key: 'genre_id' },
  keywords: { table: 'keywords', pivot: 'keyword_title', key: 'keyword_id' },
} as const;
type Names = (typeof TABLES)['genres'];

/**
 * Genres or keywords in the admin. `titles_count` is kept by database triggers on the pivot
 * (migration 000017), so it is read, never written, here.
 */
export class TaxonomyAdminRepository extends Repository {
  private readonly names: Names;

  constructor(db: Db, kind: AdminTaxonomyKind) {
    super(db);
    this.names = TABLES[kind] as Names;
  }

  paginate(query: TaxonomyListQuery): Promise<{ rows: TaxonomyAdminRow[]; total: number }> {
    let base = this.db.selectFrom(this.names.table);
    if (query.query) base = base.where(matchesText(['name', 'display_name'], query.query));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    // lower(display_name) has an index (migration 000017); names are lowercase already
    return fetchPage<TaxonomyAdminRow>(base, query, { caseInsensitive: ['display_name'] });
  }

  findById(id: number): Promise<TaxonomyAdminRow | undefined> {
    return this.db.selectFrom(this.names.table).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Which of the ids exist. */
  async existingIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom(this.names.table)
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => row.id);
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom(this.names.table).select('id').where('name', '=', name);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  create(values: TaxonomyValues, now: string): Promise<TaxonomyAdminRow> {
    return this.db
      .insertInto(this.names.table)
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: number, values: TaxonomyValues, now: string): Promise<TaxonomyAdminRow | undefined> {
    return this.db
      .updateTable(this.names.table)
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes the rows; their pivot rows go with them (foreign keys cascade). */
  async deleteMany(ids: number[]): Promise<number> {
    const result = await this.db
      .deleteFrom(this.names.table)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Gives `into` every title of `ids` that does not have it yet (one statement, no duplicates). */
  async moveTitles(ids: number[], into: number): Promise<void> {
    const { pivot, key } = this.names;
    await this.db
      .insertInto(pivot)
      .columns(['title_id', key])
      .expression((eb) =>
        eb
          .selectFrom(pivot)
          .select(['title_id', sql.lit(into).as(key)])
          .distinct()
          .where(key, 'in', ids)
          .where('title_id', 'not in', (sub) =>
            sub.selectFrom(pivot).select('title_id').where(key, '=', into),
          ),
      )
      .execute();
  }
}
