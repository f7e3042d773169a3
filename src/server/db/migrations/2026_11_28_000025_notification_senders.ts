/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

type Db = Kysely<any>;

/**
 * A new episode notifies everyone with the series on their watchlist (issue 17): the watchers of
 * a title are read in pages by user id, which the (user_id, title_id) unique index cannot serve.
 */
export async function up(db: Db): Promise<void> {
  await createIndex(db, 'watchlist_items_title_user_index', 'watchlist_items', [
    'title_id',
    'user_id',
  ]);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('watchlist_items_title_user_index').ifExists().execute();
}
