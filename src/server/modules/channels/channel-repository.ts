import type { Insertable, Selectable } from 'kysely';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { ChannelContentType, ChannelItemsTable, ChannelsTable } from './channels-tables';

export type ChannelRow = Selectable<ChannelsTable>;
type ChannelItemRow = Selectable<ChannelItemsTable>;
export type NewChannel = Omit<Insertable<ChannelsTable>, 'created_at' | 'updated_at'>;

export interface PageWindow {
  page: number;
  perPage: number;
}

/** A channel's address for the sitemap. */
export interface ChannelAddressRow {
  id: number;
  slug: string;
  updated_at: string;
}

export class ChannelRepository extends Repository {
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

  /** Item ids of a curated channel in its order, one page, and how many in all. */
  async itemIds(
    channelId: number,
    itemType: ChannelContentType,
    window: PageWindow,
  ): Promise<{ ids: number[]; total: number }> {
    const base = this.db
      .selectFrom('channel_items')
      .where('channel_id', '=', channelId)
      .where('item_type', '=', itemType);
    const { rows, total } = await fetchPage<ChannelItemRow>(base, {
      ...window,
      orderBy: 'order',
      orderDir: 'asc',
    });
    return { ids: rows.map((row) => row.item_id), total };
  }

  /** Every item id of one type of a curated channel, in its order. */
  /** Removes deleted titles or people from every channel that lists them. */
  async deleteItems(itemType: ChannelContentType, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom('channel_items')
      .where('item_type', '=', itemType)
      .where('item_id', 'in', ids)
      .execute();
  }

  async allItemIds(channelId: number, itemType: ChannelContentType): Promise<number[]> {
    const rows = await this.db
      .selectFrom('channel_items')
      .select('item_id')
      .where('channel_id', '=', channelId)
      .where('item_type', '=', itemType)
      .orderBy('order')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.item_id);
  }

  /** How many channels there are, but the one with the given slug (the sitemap). */
  async countExcept(slug: string): Promise<number> {
    const row = await this.db
      .selectFrom('channels')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('slug', '!=', slug)
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** The id at a position in id order, the given slug left out (where a sitemap file starts). */
  async idAtExcept(slug: string, offset: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('channels')
      .select('id')
      .where('slug', '!=', slug)
      .where('hidden', '=', 0)
      .orderBy('id')
      .limit(1)
      .offset(offset)
      .executeTakeFirst();
    return row?.id;
  }

  /** Up to `limit` channels' addresses from id `fromId` on, in id order, the slug left out. */
  addressesExcept(slug: string, fromId: number, limit: number): Promise<ChannelAddressRow[]> {
    return this.db
      .selectFrom('channels')
      .select(['id', 'slug', 'updated_at'])
      .where('id', '>=', fromId)
      .where('slug', '!=', slug)
      .where('hidden', '=', 0)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Creates channels and their curated items in one transaction; items name channels by slug. */
  async createAll(
    channels: NewChannel[],
    items: Array<{ channel: string; item_type: ChannelContentType; item: string; order: number }>,
    now: string,
  ): Promise<void> {
    await this.transaction(async ({ db: trx }) => {
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
