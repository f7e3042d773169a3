import { sql, type Insertable, type Selectable } from 'kysely';
import type { PersonCard, Taxonomy } from '@common/catalogue/catalogue-types';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/dialect';
import { PERSON_CARD_COLUMNS, withKnownForTitles } from '../people/person-cards';
import type { ChannelContentType, ChannelItemsTable, ChannelsTable } from './channels-tables';
import type { PageWindow } from './channel-titles';

export type ChannelRow = Selectable<ChannelsTable>;
export type NewChannel = Omit<Insertable<ChannelsTable>, 'created_at' | 'updated_at'>;

export class ChannelRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<ChannelRow | undefined> {
    return this.db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<ChannelRow | undefined> {
    return this.db.selectFrom('channels').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  async byIds(ids: number[]): Promise<ChannelRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('channels').selectAll().where('id', 'in', ids).execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('channels')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** Item ids of a curated channel in its order, one page, and (optionally) how many in all. */
  async itemIds(
    channelId: number,
    itemType: ChannelContentType,
    window: PageWindow,
    count: boolean,
  ): Promise<{ ids: number[]; total: number }> {
    const base = this.db
      .selectFrom('channel_items')
      .where('channel_id', '=', channelId)
      .where('item_type', '=', itemType);
    const rows = await base
      .select('item_id')
      .orderBy('order')
      .orderBy('id')
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage)
      .execute();
    let total = (window.page - 1) * window.perPage + rows.length;
    if (count && (rows.length === window.perPage || (!rows.length && window.page > 1))) {
      const row = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      total = toCount(row.count);
    }
    return { ids: rows.map((row) => row.item_id), total };
  }

  /** People cards by popularity (desc) or name (asc/desc), one page. */
  async peoplePage(
    order: { column: 'popularity' | 'name'; direction: 'asc' | 'desc' },
    window: PageWindow,
    count: boolean,
  ): Promise<{ rows: PersonCard[]; total: number }> {
    const rows = await this.db
      .selectFrom('people')
      .select(PERSON_CARD_COLUMNS)
      .orderBy(`people.${order.column}`, order.direction)
      .orderBy('people.id', order.direction)
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage)
      .execute();
    let total = (window.page - 1) * window.perPage + rows.length;
    if (count && (rows.length === window.perPage || (!rows.length && window.page > 1))) {
      const row = await this.db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      total = toCount(row.count);
    }
    return { rows: await withKnownForTitles(this.db, rows), total };
  }

  findGenre(name: string): Promise<Taxonomy | undefined> {
    return this.db
      .selectFrom('genres')
      .select(['id', 'name', 'display_name'])
      .where('name', '=', name)
      .executeTakeFirst();
  }

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

  /** Creates channels and their curated items in one transaction; items name channels by slug. */
  async createAll(
    channels: NewChannel[],
    items: Array<{ channel: string; item_type: ChannelContentType; item: string; order: number }>,
    now: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('channels')
        .values(channels.map((channel) => ({ ...channel, created_at: now, updated_at: now })))
        .returning(['id', 'slug'])
        .execute();
      const idOf = new Map(created.map((row) => [row.slug, row.id]));
      const rows: Array<Insertable<ChannelItemsTable>> = items.flatMap((item) => {
        const channelId = idOf.get(item.channel);
        const itemId = idOf.get(item.item);
        return channelId && itemId
          ? [
              {
                channel_id: channelId,
                item_type: item.item_type,
                item_id: itemId,
                order: item.order,
              },
            ]
          : [];
      });
      if (rows.length) await trx.insertInto('channel_items').values(rows).execute();
    });
  }
}
