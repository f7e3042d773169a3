import { sql, type Selectable } from 'kysely';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import { matchesText } from '../../db/text-search';
import type { ListAdminQuery } from './list-admin-schema';
import type { PageQuery } from './list-schema';
import type { ListItemsTable, ListsTable } from './lists-tables';

export type ListRow = Selectable<ListsTable>;
export type ListItemRow = Selectable<ListItemsTable>;
export type ListValues = Pick<ListRow, 'name' | 'slug' | 'description' | 'public'> & {
  site?: ListRow['site'];
  workspace_id?: number;
};

const REORDER_CHUNK = 200;

/** The only Kysely code of lists and their items; owners and titles are added by the service. */
export class ListRepository extends Repository {
  findById(id: number): Promise<ListRow | undefined> {
    return this.db.selectFrom('lists').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The public lists among these ids, in one query. */
  async publicByIds(ids: number[]): Promise<ListRow[]> {
    if (!ids.length) return [];
    return this.db
      .selectFrom('lists')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .where('public', '=', 1)
      .execute();
  }

  /**
   * A list by slug (not unique across members): the viewer's own first, then public ones, the
   * oldest first.
   */
  findBySlug(slug: string, viewerId: number | null): Promise<ListRow | undefined> {
    return this.db
      .selectFrom('lists')
      .selectAll()
      .where('slug', '=', slug)
      .where((eb) =>
        viewerId === null
          ? eb('public', '=', 1)
          : eb.or([eb('public', '=', 1), eb('user_id', '=', viewerId)]),
      )
      .orderBy(sql`case when user_id = ${viewerId ?? 0} then 0 else 1 end`)
      .orderBy('id')
      .executeTakeFirst();
  }

  async countByUser(userId: number, publicOnly = false): Promise<number> {
    let query = this.db
      .selectFrom('lists')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId);
    if (publicOnly) query = query.where('public', '=', 1);
    return toCount((await query.executeTakeFirstOrThrow()).count);
  }

  /** A page of a member's lists, the most recently updated first, and their total. */
  pageForUser(
    userId: number,
    publicOnly: boolean,
    page: PageQuery,
  ): Promise<{ rows: ListRow[]; total: number }> {
    let base = this.db.selectFrom('lists').where('user_id', '=', userId);
    if (publicOnly) base = base.where('public', '=', 1);
    return fetchPage<ListRow>(base, { ...page, orderBy: 'updated_at', orderDir: 'desc' });
  }

  /** A page of a workspace's lists, the most recently updated first, and their total. */
  pageForWorkspace(
    workspaceId: number,
    page: PageQuery,
  ): Promise<{ rows: ListRow[]; total: number }> {
    const base = this.db.selectFrom('lists').where('workspace_id', '=', workspaceId);
    return fetchPage<ListRow>(base, { ...page, orderBy: 'updated_at', orderDir: 'desc' });
  }

  /** Gives a workspace's lists back to their creators' personal spaces (workspace 0). */
  async leaveWorkspace(workspaceId: number): Promise<void> {
    await this.db
      .updateTable('lists')
      .set({ workspace_id: 0 })
      .where('workspace_id', '=', workspaceId)
      .execute();
  }

  /**
   * The title ids at positions after..upTo (1-based, list order) of each list, in one windowed
   * query: the titles whose posters a list card may show.
   */
  async leadingTitleIds(
    listIds: number[],
    after: number,
    upTo: number,
  ): Promise<Map<number, number[]>> {
    const byList = new Map<number, number[]>();
    if (!listIds.length) return byList;
    const ranked = this.db
      .selectFrom('list_items')
      .select((eb) => [
        'list_items.list_id',
        'list_items.title_id',
        eb.fn
          .agg<number>('row_number')
          .over((ob) =>
            ob
              .partitionBy('list_items.list_id')
              .orderBy('list_items.order')
              .orderBy('list_items.id'),
          )
          .as('position'),
      ])
      .where('list_items.list_id', 'in', listIds)
      .as('ranked');
    const rows = await this.db
      .selectFrom(ranked)
      .select(['ranked.list_id', 'ranked.title_id'])
      .where('ranked.position', '>', after)
      .where('ranked.position', '<=', upTo)
      .orderBy('ranked.list_id')
      .orderBy('ranked.position')
      .execute();
    for (const row of rows) {
      const ids = byList.get(row.list_id) ?? [];
      ids.push(row.title_id);
      byList.set(row.list_id, ids);
    }
    return byList;
  }

  create(userId: number, values: ListValues, now: string): Promise<ListRow> {
    return this.db
      .insertInto('lists')
      .values({ user_id: userId, ...values, items_count: 0, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: Partial<ListValues>, now: string): Promise<void> {
    await this.db
      .updateTable('lists')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.deleteMany([id]);
  }

  /** Deletes those of the lists that exist, with their items; returns how many there were. */
  async deleteMany(ids: number[]): Promise<number> {
    await this.db.deleteFrom('list_items').where('list_id', 'in', ids).execute();
    const result = await this.db.deleteFrom('lists').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The admin's page of every member's lists and the site's, filtered. */
  adminPage(query: ListAdminQuery): Promise<{ rows: ListRow[]; total: number }> {
    let base = this.db.selectFrom('lists');
    if (query.query) base = base.where(matchesText(['name', 'description'], query.query));
    if (query.site !== undefined) base = base.where('site', '=', query.site ? 1 : 0);
    if (query.public !== undefined) base = base.where('public', '=', query.public ? 1 : 0);
    if (query.user_id !== undefined) base = base.where('user_id', '=', query.user_id);
    if (query.slug !== undefined) base = base.where('slug', '=', query.slug);
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<ListRow>(base, query, { caseInsensitive: ['name'] });
  }

  /** Recounts the items and marks the list updated (call after any change to its items). */
  async touch(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('lists')
      .set((eb) => ({
        items_count: eb
          .selectFrom('list_items')
          .select(eb.fn.countAll<number>().as('count'))
          .where('list_items.list_id', '=', id),
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute();
  }

  /** The list's title ids in list order. */
  async itemTitleIds(listId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('list_items')
      .select('title_id')
      .where('list_id', '=', listId)
      .orderBy('order')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.title_id);
  }

  /** Ids of the user's own lists that hold the title. */
  async idsHoldingTitle(userId: number, titleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('list_items')
      .innerJoin('lists', 'lists.id', 'list_items.list_id')
      .select('lists.id')
      .where('lists.user_id', '=', userId)
      .where('list_items.title_id', '=', titleId)
      .orderBy('lists.id')
      .execute();
    return rows.map((row) => row.id);
  }

  async hasItem(listId: number, titleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('list_items')
      .select('id')
      .where('list_id', '=', listId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Appends titles after the list's last item, in the order given. */
  async appendItems(listId: number, titleIds: number[], now: string): Promise<void> {
    if (!titleIds.length) return;
    const last = await this.db
      .selectFrom('list_items')
      .select((eb) => eb.fn.max('order').as('max'))
      .where('list_id', '=', listId)
      .executeTakeFirst();
    const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await this.db
      .insertInto('list_items')
      .values(
        titleIds.map((titleId, index) => ({
          list_id: listId,
          title_id: titleId,
          order: start + index,
          created_at: now,
        })),
      )
      .execute();
  }

  async removeItem(listId: number, titleId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('list_items')
      .where('list_id', '=', listId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Numbers the items 0, 1, 2 … in the order given (a few CASE updates, not one per item). */
  async reorder(listId: number, titleIds: number[]): Promise<void> {
    for (let start = 0; start < titleIds.length; start += REORDER_CHUNK) {
      const chunk = titleIds.slice(start, start + REORDER_CHUNK);
      const cases = sql.join(
        chunk.map((titleId, index) => sql`when ${titleId} then cast(${start + index} as integer)`),
        sql` `,
      );
      await this.db
        .updateTable('list_items')
        .set({ order: sql<number>`case title_id ${cases} end` })
        .where('list_id', '=', listId)
        .where('title_id', 'in', chunk)
        .execute();
    }
  }

  /** A page of the list's items in list order (title ids with item ids and positions). */
  itemPage(listId: number, page: PageQuery): Promise<{ rows: ListItemRow[]; total: number }> {
    return fetchPage<ListItemRow>(this.db.selectFrom('list_items').where('list_id', '=', listId), {
      ...page,
      orderBy: 'order',
      orderDir: 'asc',
    });
  }
}
