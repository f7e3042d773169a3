import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { SeasonSummary, Taxonomy } from '@common/catalogue/catalogue-types';
import { parseOrder, type TitleFilters, type TitleOrder } from '@common/catalogue/title-filters';
import { dialectOf, toCount } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { Repository } from '../../db/transactions';
import type { TitlesTable } from './catalogue-tables';
import { TITLE_CARD_COLUMNS, type TitleCardRow } from './title-card-columns';
import type { PageWindow } from './title-schema';
import { idAtPosition } from '../../db/id-walk';

export type TitleRow = Selectable<TitlesTable>;

/**
 * A genre restricting a query. `small` genres (fewer titles than SMALL_GENRE) are read through
 * their genre_title rows and sorted; for larger ones the query walks the sort column's index and
 * tests membership through genre_title's (genre_id, title_id) index, stopping at the limit,
 * instead of sorting every title of the genre.
 */
export interface GenreScope {
  id: number;
  small: boolean;
}

export const SMALL_GENRE = 1000;

/** Columns that may be null: they sort last in both directions on both dialects. */
export const NULLABLE_ORDERS = new Set<TitleOrder>(['rating', 'release_date']);

type TitlesEb = ExpressionBuilder<Database, 'titles'>;

export interface TaxonomyRows {
  genres: Taxonomy[];
  keywords: Taxonomy[];
  countries: Taxonomy[];
}

/** A title's address for the sitemap. */
export interface TitleAddressRow {
  id: number;
  name: string;
  updated_at: string;
}

export class TitleRepository extends Repository {
  findById(id: number): Promise<TitleRow | undefined> {
    return this.db.selectFrom('titles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findCardRow(id: number): Promise<TitleCardRow | undefined> {
    return this.db
      .selectFrom('titles')
      .select(TITLE_CARD_COLUMNS)
      .where('titles.id', '=', id)
      .executeTakeFirst();
  }

  async findKeywordId(name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('keywords')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.id;
  }

  async findGenreId(name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('genres')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.id;
  }

  /** Whether a genre has fewer than SMALL_GENRE titles (reads at most that many index entries). */
  async genreScope(genreId: number): Promise<GenreScope> {
    const probe = await this.db
      .selectFrom(
        this.db
          .selectFrom('genre_title')
          .select('title_id')
          .where('genre_id', '=', genreId)
          .limit(SMALL_GENRE)
          .as('members'),
      )
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return { id: genreId, small: toCount(probe.count) < SMALL_GENRE };
  }

  /** One page of title card rows matching the filters. */
  cardRows(
    filters: TitleFilters,
    genre: GenreScope | null,
    window: PageWindow,
  ): Promise<TitleCardRow[]> {
    return this.cardPageQuery(filters, genre, window).execute();
  }

  /** The query of one page of cards (public for the query-plan tests). */
  cardPageQuery(filters: TitleFilters, genre: GenreScope | null, window: PageWindow) {
    const { column, direction } = parseOrder(filters.order, 'popularity:desc');
    const sqlite = dialectOf(this.db) === 'sqlite';
    const nullsLast =
      NULLABLE_ORDERS.has(column) && (sqlite ? direction === 'asc' : direction === 'desc');
    return this.db
      .selectFrom('titles')
      .select(TITLE_CARD_COLUMNS)
      .$if(isFiltered(filters, genre), (query) =>
        query.where((eb) => eb.and(this.conditions(eb, filters, genre, sqlite ? column : null))),
      )
      .orderBy(`titles.${column}`, (ob) =>
        nullsLast ? ob[direction]().nullsLast() : ob[direction](),
      )
      .orderBy('titles.id', direction)
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage);
  }

  /**
   * How many titles match. A genre alone is counted on genre_title's index; otherwise the
   * genre's members are listed (not tested one by one) and the other filters use their indexes.
   */
  async count(filters: TitleFilters, genre: GenreScope | null): Promise<number> {
    const row =
      genre && !isFiltered(filters, null)
        ? await this.db
            .selectFrom('genre_title')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('genre_id', '=', genre.id)
            .executeTakeFirstOrThrow()
        : await this.db
            .selectFrom('titles')
            .select((eb) => eb.fn.countAll().as('count'))
            .$if(isFiltered(filters, genre), (query) =>
              query.where((eb) =>
                eb.and(this.conditions(eb, filters, genre && { ...genre, small: true }, null)),
              ),
            )
            .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /**
   * The filters as conditions. `sqliteOrder`: the column an SQLite row query sorts by; range
   * filters on other columns are then written `+column` so SQLite walks the sort index and
   * stops at the page instead of sorting every title in the range (counts keep the indexes).
   */
  private conditions(
    eb: TitlesEb,
    filters: TitleFilters,
    genre: GenreScope | null,
    sqliteOrder: TitleOrder | null,
  ): Expression<SqlBool>[] {
    const range = (column: 'year' | 'rating') =>
      sqliteOrder && sqliteOrder !== column
        ? sql<number>`+${sql.ref(`titles.${column}`)}`
        : sql.ref<number>(`titles.${column}`);
    const conditions: Expression<SqlBool>[] = [];
    if (filters.type) conditions.push(eb('titles.type', '=', filters.type));
    if (filters.yearFrom !== undefined) conditions.push(eb(range('year'), '>=', filters.yearFrom));
    if (filters.yearTo !== undefined) conditions.push(eb(range('year'), '<=', filters.yearTo));
    if (filters.ratingFrom !== undefined) {
      conditions.push(eb(range('rating'), '>=', filters.ratingFrom));
    }
    if (filters.language) conditions.push(eb('titles.language', '=', filters.language));
    if (genre) conditions.push(inGenre(eb, genre));
    return conditions;
  }

  /** Genres, keywords and production countries of a title in one query, by display name. */
  async taxonomies(titleId: number): Promise<TaxonomyRows> {
    const pivot = (kind: 'genre' | 'keyword' | 'country') => {
      const [table, join, key] = {
        genre: ['genres', 'genre_title', 'genre_id'],
        keyword: ['keywords', 'keyword_title', 'keyword_id'],
        country: ['production_countries', 'country_title', 'country_id'],
      }[kind] as ['genres', 'genre_title', 'genre_id'];
      return this.db
        .selectFrom(join)
        .innerJoin(table, `${table}.id`, `${join}.${key}`)
        .select([
          sql<string>`${sql.lit(kind)}`.as('kind'),
          `${table}.id`,
          `${table}.name`,
          `${table}.display_name`,
        ])
        .where(`${join}.title_id`, '=', titleId);
    };
    const rows = await pivot('genre')
      .unionAll(pivot('keyword'))
      .unionAll(pivot('country'))
      .execute();
    const result: TaxonomyRows = { genres: [], keywords: [], countries: [] };
    const lists = { genre: result.genres, keyword: result.keywords, country: result.countries };
    for (const row of rows) {
      lists[row.kind as keyof typeof lists].push({
        id: row.id,
        name: row.name,
        display_name: row.display_name,
      });
    }
    for (const list of Object.values(lists)) {
      list.sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id - b.id);
    }
    return result;
  }

  async seasonSummaries(titleId: number): Promise<SeasonSummary[]> {
    const rows = await this.db
      .selectFrom('seasons')
      .select(['id', 'number', 'name', 'poster', 'release_date', 'episode_count'])
      .where('title_id', '=', titleId)
      .orderBy('number')
      .execute();
    return rows.map((row) => ({ ...row, episode_count: Number(row.episode_count) }));
  }

  /** The most popular titles of a genre (ties: newest id first). */
  topCardRows(genre: GenreScope, limit: number): Promise<TitleCardRow[]> {
    return this.topCardRowsQuery(genre, limit).execute();
  }

  /** The query of topCardRows (public for the query-plan tests). */
  topCardRowsQuery(genre: GenreScope, limit: number) {
    return this.db
      .selectFrom('titles')
      .select(TITLE_CARD_COLUMNS)
      .where((eb) => inGenre(eb, genre))
      .orderBy('titles.popularity', 'desc')
      .orderBy('titles.id', 'desc')
      .limit(limit);
  }

  findGenre(name: string): Promise<Taxonomy | undefined> {
    return this.db
      .selectFrom('genres')
      .select(['id', 'name', 'display_name'])
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** Every genre, by display name. */
  genres(): Promise<Taxonomy[]> {
    return this.db
      .selectFrom('genres')
      .select(['id', 'name', 'display_name'])
      .orderBy('display_name')
      .orderBy('id')
      .execute();
  }

  /** The most common title languages (at most `limit`), in alphabetical order. */
  async languages(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('titles')
      .select(['language', sql<number>`count(*)`.as('titles')])
      .where('language', 'is not', null)
      .where('language', '!=', '')
      .groupBy('language')
      .orderBy('titles', 'desc')
      .orderBy('language')
      .limit(limit)
      .execute();
    return rows.flatMap((row) => (row.language ? [row.language] : [])).sort();
  }

  /** The id at a position in id order, if there is one (where a sitemap file starts). */
  idAt(offset: number): Promise<number | undefined> {
    return idAtPosition(this.db, 'titles', offset);
  }

  /** Up to `limit` titles' addresses from id `fromId` on, in id order. */
  addresses(fromId: number, limit: number): Promise<TitleAddressRow[]> {
    return this.db
      .selectFrom('titles')
      .select(['id', 'name', 'updated_at'])
      .where('id', '>=', fromId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}

/** Whether any filter (other than the order) restricts the titles. */
function isFiltered(filters: TitleFilters, genre: GenreScope | null): boolean {
  return Boolean(
    genre ||
    filters.type ||
    filters.language ||
    filters.yearFrom !== undefined ||
    filters.yearTo !== undefined ||
    filters.ratingFrom !== undefined,
  );
}

/** Membership in a genre, written for the plan that suits its size (see GenreScope). */
function inGenre(eb: TitlesEb, genre: GenreScope): Expression<SqlBool> {
  if (genre.small) {
    return eb(
      'titles.id',
      'in',
      eb
        .selectFrom('genre_title')
        .select('genre_title.title_id')
        .where('genre_title.genre_id', '=', genre.id),
    );
  }
  return eb.exists(
    eb
      .selectFrom('genre_title')
      .select(sql.lit(1).as('member'))
      .where('genre_title.genre_id', '=', genre.id)
      .whereRef('genre_title.title_id', '=', 'titles.id'),
  );
}
