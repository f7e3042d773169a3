import { sql, type Expression, type SqlBool } from 'kysely';
import { parseOrder, type TitleFilters } from '@common/catalogue/title-filters';
import { dialectOf, toCount } from '../../db/dialect';
import { Repository } from '../../db/transactions';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from './title-card-columns';
import { NULLABLE_ORDERS } from './title-repository';
import type { PageWindow } from './title-schema';

/**
 * A title list beyond the shared filters, as channels ask for it: a vote minimum (top rated),
 * a release date limit (new releases) and a set of ids (a curated channel's titles).
 */
export interface TitleCardQuery {
  filters: TitleFilters;
  /** Only titles with at least this many votes. */
  minVotes?: number;
  /** Only titles released on or before this date, YYYY-MM-DD. */
  releasedBy?: string;
  /** Only titles released after this date, YYYY-MM-DD (upcoming). */
  releasedAfter?: string;
  /** Only titles with this keyword (its name, e.g. 'time-travel'). */
  keyword?: string;
  /** Only these titles. */
  ids?: number[];
}

/** Title lists with the conditions only channels use, on top of the shared filters. */
export class TitleQueryRepository extends Repository {
  /**
   * One page of title card rows for a query with channel conditions, in the filters' order
   * (popularity:desc by default); nullable columns sort last in both directions.
   */
  queryCardRows(
    query: TitleCardQuery,
    genreId: number | null,
    keywordId: number | null,
    window: PageWindow,
  ): Promise<TitleCardRow[]> {
    const { column, direction } = parseOrder(query.filters.order, 'popularity:desc');
    // NULL sorts first ascending on SQLite and first descending on PostgreSQL: keep it last.
    const sqlite = dialectOf(this.db) === 'sqlite';
    const nullsLast =
      NULLABLE_ORDERS.has(column) && (sqlite ? direction === 'asc' : direction === 'desc');
    return this.queryBase(query, genreId, keywordId)
      .select(TITLE_CARD_COLUMNS)
      .orderBy(`titles.${column}`, (ob) =>
        nullsLast ? ob[direction]().nullsLast() : ob[direction](),
      )
      .orderBy('titles.id', direction)
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage)
      .execute();
  }

  /** How many titles a query with channel conditions matches. */
  async queryCount(
    query: TitleCardQuery,
    genreId: number | null,
    keywordId: number | null,
  ): Promise<number> {
    const row = await this.queryBase(query, genreId, keywordId)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** The ids (of query.ids) that a query with channel conditions matches, in no order. */
  async queryIds(
    query: TitleCardQuery,
    genreId: number | null,
    keywordId: number | null,
  ): Promise<number[]> {
    const rows = await this.queryBase(query, genreId, keywordId).select('titles.id').execute();
    return rows.map((row) => row.id);
  }

  private queryBase(query: TitleCardQuery, genreId: number | null, keywordId: number | null) {
    const { filters } = query;
    return this.db.selectFrom('titles').where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filters.type) conditions.push(eb('titles.type', '=', filters.type));
      if (filters.yearFrom !== undefined) {
        conditions.push(eb('titles.year', '>=', filters.yearFrom));
      }
      if (filters.yearTo !== undefined) conditions.push(eb('titles.year', '<=', filters.yearTo));
      if (filters.ratingFrom !== undefined) {
        conditions.push(eb('titles.rating', '>=', filters.ratingFrom));
      }
      if (filters.language) conditions.push(eb('titles.language', '=', filters.language));
      if (query.minVotes !== undefined) {
        conditions.push(eb('titles.vote_count', '>=', query.minVotes));
      }
      if (query.releasedBy !== undefined) {
        conditions.push(eb('titles.release_date', '<=', query.releasedBy));
      }
      if (query.releasedAfter !== undefined) {
        conditions.push(eb('titles.release_date', '>', query.releasedAfter));
      }
      if (keywordId !== null) {
        conditions.push(
          eb.exists(
            eb
              .selectFrom('keyword_title')
              .select(sql.lit(1).as('member'))
              .where('keyword_title.keyword_id', '=', keywordId)
              .whereRef('keyword_title.title_id', '=', 'titles.id'),
          ),
        );
      }
      if (genreId !== null) {
        conditions.push(
          eb.exists(
            eb
              .selectFrom('genre_title')
              .select(sql.lit(1).as('member'))
              .where('genre_title.genre_id', '=', genreId)
              .whereRef('genre_title.title_id', '=', 'titles.id'),
          ),
        );
      }
      if (query.ids !== undefined) {
        conditions.push(query.ids.length ? eb('titles.id', 'in', query.ids) : sql<SqlBool>`1 = 0`);
      }
      return eb.and(conditions);
    });
  }
}
