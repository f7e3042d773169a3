import type { Selectable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { PageQuery } from './list-schema';
import type { WatchlistItemsTable } from './lists-tables';

export type WatchlistItemRow = Selectable<WatchlistItemsTable>;

/** The only Kysely code of the watchlist. */
export class WatchlistRepository extends Repository {
  /** A page of the member's watchlist entries, newest first, and the total. */
  page(userId: number, page: PageQuery): Promise<{ rows: WatchlistItemRow[]; total: number }> {
    return fetchPage<WatchlistItemRow>(
      this.db.selectFrom('watchlist_items').where('user_id', '=', userId),
      { ...page, orderBy: 'created_at', orderDir: 'desc' },
    );
  }

  async contains(userId: number, titleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('watchlist_items')
      .select('id')
      .where('user_id', '=', userId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Up to `limit` ids of the members watching the title, in id order after `afterUserId`. */
  async watcherIdsAfter(titleId: number, afterUserId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('watchlist_items')
      .select('user_id')
      .where('title_id', '=', titleId)
      .where('user_id', '>', afterUserId)
      .orderBy('user_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Adds the title unless it is already there. */
  async add(userId: number, titleId: number, now: string): Promise<void> {
    await this.db
      .insertInto('watchlist_items')
      .values({ user_id: userId, title_id: titleId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'title_id']).doNothing())
      .execute();
  }

  async remove(userId: number, titleId: number): Promise<void> {
    await this.db
      .deleteFrom('watchlist_items')
      .where('user_id', '=', userId)
      .where('title_id', '=', titleId)
      .execute();
  }
}
