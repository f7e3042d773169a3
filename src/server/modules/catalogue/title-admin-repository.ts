import type { Insertable, Selectable, Updateable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { TitlesTable } from './catalogue-tables';
import type { TitleAdminListQuery } from './title-admin-schema';

export type TitleAdminRow = Selectable<TitlesTable>;
export type TitleAdminValues = Omit<
  Insertable<TitlesTable>,
  'id' | 'created_at' | 'updated_at' | 'season_count' | 'episode_count'
>;

/** The columns a list row shows (no plot or other long text). */
const LIST_COLUMNS = [
  'id',
  'type',
  'name',
  'original_name',
  'year',
  'release_date',
  'poster',
  'rating',
  'vote_count',
  'popularity',
  'status',
  'language',
  'season_count',
  'episode_count',
  'created_at',
  'updated_at',
] as const;

export type TitleAdminListRow = Pick<TitleAdminRow, (typeof LIST_COLUMNS)[number]>;

/** The admin's reads and writes of titles (issue 14). */
export class TitleAdminRepository extends Repository {
  /**
   * One page of the admin list. `matchIds`, when given, are the titles a name search found:
   * the other filters narrow them further. Every filter and order column is indexed (migrations
   * 000007, 000014 and 000015), so the first page stays fast on a 100k-title catalogue.
   */
  paginate(
    query: TitleAdminListQuery,
    matchIds?: number[],
  ): Promise<{ rows: TitleAdminListRow[]; total: number }> {
    let base = this.db.selectFrom('titles');
    if (matchIds) base = base.where('id', 'in', matchIds.length ? matchIds : [0]);
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    if (query.type) base = base.where('type', '=', query.type);
    if (query.status) base = base.where('status', '=', query.status);
    if (query.language) base = base.where('language', '=', query.language);
    if (query.yearFrom !== undefined) base = base.where('year', '>=', query.yearFrom);
    if (query.yearTo !== undefined) base = base.where('year', '<=', query.yearTo);
    let countBase = base;
    if (query.genre !== undefined) {
      const genreId = query.genre;
      // A page walks the order's index and tests each title's genre (it stops after a page);
      // the count reads the genre's own rows instead of testing every title.
      base = base.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('genre_title')
            .select('genre_title.title_id')
            .whereRef('genre_title.title_id', '=', 'titles.id')
            .where('genre_title.genre_id', '=', genreId),
        ),
      );
      countBase = countBase.where('id', 'in', (eb) =>
        eb.selectFrom('genre_title').select('title_id').where('genre_id', '=', genreId),
      );
    }
    return fetchPage<TitleAdminListRow>(base, query, {
      columns: (selected) => selected.select([...LIST_COLUMNS]),
      caseInsensitive: ['name'],
      countBase,
    });
  }

  findById(id: number): Promise<TitleAdminRow | undefined> {
    return this.db.selectFrom('titles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(values: TitleAdminValues, now: string): Promise<TitleAdminRow> {
    return this.db
      .insertInto('titles')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    id: number,
    values: Updateable<TitleAdminValues>,
    now: string,
  ): Promise<TitleAdminRow | undefined> {
    return this.db
      .updateTable('titles')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async hasSeasons(titleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('seasons')
      .select('id')
      .where('title_id', '=', titleId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async existingIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('titles').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  /** The seasons and episodes of these titles, whose references a deletion removes too. */
  async childIds(titleIds: number[]): Promise<{ seasonIds: number[]; episodeIds: number[] }> {
    const [seasons, episodes] = await Promise.all([
      this.db.selectFrom('seasons').select('id').where('title_id', 'in', titleIds).execute(),
      this.db.selectFrom('episodes').select('id').where('title_id', 'in', titleIds).execute(),
    ]);
    return {
      seasonIds: seasons.map((row) => row.id),
      episodeIds: episodes.map((row) => row.id),
    };
  }

  async deleteMany(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('titles').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
