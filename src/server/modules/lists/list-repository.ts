import { sql, type Kysely, type Selectable } from 'kysely';
import type { UserList } from '@common/catalogue/catalogue-types';
import type { Database } from '../../db/schema';
import { toCount } from '../../db/dialect';
import { toPublicUser } from '../users';
import type { ListsTable } from './lists-tables';

export type ListRow = Selectable<ListsTable>;
export type ListValues = Pick<ListRow, 'name' | 'slug' | 'description' | 'public'>;

export const LIST_POSTERS = 4;

interface ListWithUserRow extends ListRow {
  user_name: string;
  user_image: string | null;
}

export interface PageRequest {
  page: number;
  perPage: number;
}

const REORDER_CHUNK = 200;

/** The only Kysely code of lists and their items. */
export class ListRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withUser() {
    return this.db
      .selectFrom('lists')
      .innerJoin('users', 'users.id', 'lists.user_id')
      .selectAll('lists')
      .select(['users.name as user_name', 'users.image as user_image']);
  }

  findById(id: number): Promise<ListRow | undefined> {
    return this.db.selectFrom('lists').selectAll().where('id', '=', id).executeTakeFirst();
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

  /** A page of a member's lists, the most recently updated first, with posters. */
  async pageForUser(
    userId: number,
    publicOnly: boolean,
    page: PageRequest,
  ): Promise<{ rows: UserList[]; total: number }> {
    let query = this.withUser().where('lists.user_id', '=', userId);
    if (publicOnly) query = query.where('lists.public', '=', 1);
    const [rows, total] = await Promise.all([
      query
        .orderBy('lists.updated_at', 'desc')
        .orderBy('lists.id', 'desc')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      this.countByUser(userId, publicOnly),
    ]);
    return { rows: await this.present(rows), total };
  }

  async shown(id: number): Promise<UserList | undefined> {
    const row = await this.withUser().where('lists.id', '=', id).executeTakeFirst();
    return row ? (await this.present([row]))[0] : undefined;
  }

  /** Rows with their owners → UserList, with the first posters of every list in one query. */
  private async present(rows: ListWithUserRow[]): Promise<UserList[]> {
    const posters = await this.postersOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      user: toPublicUser({ id: row.user_id, name: row.user_name, image: row.user_image }),
      name: row.name,
      slug: row.slug,
      description: row.description,
      public: Boolean(row.public),
      items_count: Number(row.items_count),
      posters: posters.get(row.id) ?? [],
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  /** The posters of the first items (by order) of many lists, in one windowed query. */
  private async postersOf(listIds: number[]): Promise<Map<number, string[]>> {
    const byList = new Map<number, string[]>();
    if (!listIds.length) return byList;
    const ranked = this.db
      .selectFrom('list_items')
      .innerJoin('titles', 'titles.id', 'list_items.title_id')
      .select((eb) => [
        'list_items.list_id',
        'titles.poster',
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
      .where('titles.poster', 'is not', null)
      .as('ranked');
    const rows = await this.db
      .selectFrom(ranked)
      .select(['ranked.list_id', 'ranked.poster', 'ranked.position'])
      .where('ranked.position', '<=', LIST_POSTERS)
      .orderBy('ranked.list_id')
      .orderBy('ranked.position')
      .execute();
    for (const row of rows) {
      const list = byList.get(row.list_id) ?? [];
      list.push(row.poster!);
      byList.set(row.list_id, list);
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
    await this.db.deleteFrom('list_items').where('list_id', '=', id).execute();
    await this.db.deleteFrom('lists').where('id', '=', id).execute();
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

  /** Which of these ids are titles, in one query. */
  async existingTitleIds(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('titles')
      .select('id')
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Set(rows.map((row) => row.id));
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

  /** A page of the list's items in list order: title ids with their item ids and positions. */
  async itemPage(
    listId: number,
    page: PageRequest,
  ): Promise<{ rows: Array<{ id: number; title_id: number; order: number }>; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('list_items')
        .select(['id', 'title_id', 'order'])
        .where('list_id', '=', listId)
        .orderBy('order')
        .orderBy('id')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      this.db
        .selectFrom('list_items')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('list_id', '=', listId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(total.count) };
  }
}
