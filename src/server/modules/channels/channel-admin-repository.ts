import type { Insertable, Updateable } from 'kysely';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { ChannelRow } from './channel-repository';
import type { ChannelAdminListQuery } from './channel-admin-schema';
import type { ChannelContentType, ChannelsTable } from './channels-tables';

export type ChannelValues = Omit<Insertable<ChannelsTable>, 'created_at' | 'updated_at' | 'id'>;
export type ChannelItemRef = { item_type: ChannelContentType; item_id: number };

/** Channel writes and the admin list; public reads stay in ChannelRepository. */
export class ChannelAdminRepository extends Repository {
  paginate(query: ChannelAdminListQuery): Promise<{ rows: ChannelRow[]; total: number }> {
    let base = this.db.selectFrom('channels');
    if (query.query) base = base.where(matchesText(['name', 'slug'], query.query));
    if (query.content_type) base = base.where('content_type', '=', query.content_type);
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<ChannelRow>(base, query, { caseInsensitive: ['name', 'slug'] });
  }

  find(slugOrId: string | number): Promise<ChannelRow | undefined> {
    const query = this.db.selectFrom('channels').selectAll();
    return (
      typeof slugOrId === 'number'
        ? query.where('id', '=', slugOrId)
        : query.where('slug', '=', slugOrId)
    ).executeTakeFirst();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('channels').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** How many curated items each channel has (one grouped query). */
  async itemCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('channel_items')
      .select(['channel_id', (eb) => eb.fn.countAll().as('count')])
      .where('channel_id', 'in', ids)
      .groupBy('channel_id')
      .execute();
    return new Map(rows.map((row) => [row.channel_id, toCount(row.count)]));
  }

  /** A channel's curated items in order. */
  items(channelId: number): Promise<ChannelItemRef[]> {
    return this.db
      .selectFrom('channel_items')
      .select(['item_type', 'item_id'])
      .where('channel_id', '=', channelId)
      .orderBy('order')
      .orderBy('id')
      .execute();
  }

  create(values: ChannelValues, now: string): Promise<ChannelRow> {
    return this.db
      .insertInto('channels')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    id: number,
    values: Updateable<ChannelsTable>,
    now: string,
  ): Promise<ChannelRow | undefined> {
    return this.db
      .updateTable('channels')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Replaces a channel's curated items with these, in this order. */
  async replaceItems(channelId: number, type: ChannelContentType, ids: number[]): Promise<void> {
    await this.db.deleteFrom('channel_items').where('channel_id', '=', channelId).execute();
    if (!ids.length) return;
    await this.db
      .insertInto('channel_items')
      .values(
        ids.map((itemId, order) => ({
          channel_id: channelId,
          item_type: type,
          item_id: itemId,
          order,
        })),
      )
      .execute();
  }

  /** Channels (with their name) among ids, for item labels and checks. */
  channelsByIds(ids: number[]): Promise<ChannelRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('channels').selectAll().where('id', 'in', ids).execute();
  }

  /** Channels whose name or slug contains the text, by name; at most `limit`. */
  search(text: string, limit: number, exceptId?: number): Promise<ChannelRow[]> {
    let query = this.db.selectFrom('channels').selectAll();
    if (text) query = query.where(matchesText(['name', 'slug'], text));
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.orderBy('name').orderBy('id').limit(limit).execute();
  }

  /** Deletes channels; their own items go with them and channels nesting them lose them. */
  async deleteMany(ids: number[]): Promise<number> {
    await this.db
      .deleteFrom('channel_items')
      .where('item_type', '=', 'channel')
      .where('item_id', 'in', ids)
      .execute();
    await this.db.deleteFrom('channel_items').where('channel_id', 'in', ids).execute();
    const result = await this.db.deleteFrom('channels').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
