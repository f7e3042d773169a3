import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCount } from '../../db/dialect';
import type { PageRequest } from './list-repository';

/** The only Kysely code of the watchlist. */
export class WatchlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A page of the member's watchlist title ids, newest first, and the total. */
  async page(userId: number, page: PageRequest): Promise<{ titleIds: number[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('watchlist_items')
        .select('title_id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      this.db
        .selectFrom('watchlist_items')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { titleIds: rows.map((row) => row.title_id), total: toCount(total.count) };
  }

  async titleExists(titleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('titles')
      .select('id')
      .where('id', '=', titleId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Adds the title unless it is already there. */
  async contains(userId: number, titleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('watchlist_items')
      .select('id')
      .where('user_id', '=', userId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return row !== undefined;
  }

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
