import { sql, type Expression, type SqlBool } from 'kysely';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import { parseOrder, type TitleFilters, type TitleOrder } from '@common/catalogue/title-filters';
import type { Db } from '../../db/connection';
import { dialectOf, toCount } from '../../db/dialect';
import { TITLE_CARD_COLUMNS, withCardGenres } from '../catalogue/title-cards';
import type { TitleService } from '../catalogue/title-service';

export interface PageWindow {
  page: number;
  perPage: number;
}

/** What a channel asks of the titles: the shared filters plus the conditions only channels use. */
export interface ChannelTitleQuery {
  /** Type, genre name, year range, rating, language; `order` as "column:direction". */
  filters: TitleFilters;
  /** Only titles with at least this many votes (top rated). */
  minVotes?: number;
  /** Only titles released on or before this date, YYYY-MM-DD (new releases). */
  releasedBy?: string;
  /** A curated channel: only its title items, in the channel's order unless filters.order is set. */
  curatedChannelId?: number;
}

const NULLABLE = new Set<TitleOrder>(['rating', 'release_date']);

/**
 * Title cards for channels. Plain filtered lists go through the catalogue's
 * `TitleService#listCards` (one implementation of the title filters and their query plans);
 * the conditions only channels have (curated items, a vote minimum, released-by) are queried
 * here with the same filters, and so are lists that need no total (the homepage's rows):
 * listCards always counts, which for a large genre costs more than the row query itself.
 */
export class ChannelTitles {
  constructor(
    private readonly db: Db,
    private readonly titles: TitleService,
  ) {}

  async list(
    query: ChannelTitleQuery,
    window: PageWindow,
    options: { count: boolean },
  ): Promise<{ rows: TitleCard[]; total: number }> {
    if (
      options.count &&
      query.minVotes === undefined &&
      query.releasedBy === undefined &&
      query.curatedChannelId === undefined
    ) {
      return this.titles.listCards(query.filters, window);
    }
    return this.listOwn(query, window, options.count);
  }

  private async listOwn(
    query: ChannelTitleQuery,
    window: PageWindow,
    count: boolean,
  ): Promise<{ rows: TitleCard[]; total: number }> {
    const { filters } = query;
    let genreId: number | null = null;
    if (filters.genre) {
      const genre = await this.db
        .selectFrom('genres')
        .select('id')
        .where('name', '=', filters.genre.toLowerCase())
        .executeTakeFirst();
      if (!genre) return { rows: [], total: 0 };
      genreId = genre.id;
    }
    const base = this.db.selectFrom('titles').where((eb) => {
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
      if (query.curatedChannelId !== undefined) {
        conditions.push(
          eb(
            'titles.id',
            'in',
            eb
              .selectFrom('channel_items')
              .select('channel_items.item_id')
              .where('channel_items.channel_id', '=', query.curatedChannelId)
              .where('channel_items.item_type', '=', 'title'),
          ),
        );
      }
      return eb.and(conditions);
    });

    let rowsQuery = base.select(TITLE_CARD_COLUMNS);
    if (query.curatedChannelId !== undefined && !filters.order) {
      const channelId = query.curatedChannelId;
      rowsQuery = rowsQuery
        .innerJoin('channel_items', (join) =>
          join
            .onRef('channel_items.item_id', '=', 'titles.id')
            .on('channel_items.item_type', '=', 'title')
            .on('channel_items.channel_id', '=', channelId),
        )
        .orderBy('channel_items.order')
        .orderBy('channel_items.id');
    } else {
      const { column, direction } = parseOrder(filters.order, 'popularity:desc');
      // NULL sorts first ascending on SQLite and first descending on PostgreSQL: keep it last.
      const sqlite = dialectOf(this.db) === 'sqlite';
      const nullsLast =
        NULLABLE.has(column) && (sqlite ? direction === 'asc' : direction === 'desc');
      rowsQuery = rowsQuery
        .orderBy(`titles.${column}`, (ob) =>
          nullsLast ? ob[direction]().nullsLast() : ob[direction](),
        )
        .orderBy('titles.id', direction);
    }
    const rows = await rowsQuery
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage)
      .execute();
    let total = (window.page - 1) * window.perPage + rows.length;
    if (count && (rows.length === window.perPage || (!rows.length && window.page > 1))) {
      const counted = await base
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      total = toCount(counted.count);
    }
    return { rows: await withCardGenres(this.db, rows), total };
  }
}
