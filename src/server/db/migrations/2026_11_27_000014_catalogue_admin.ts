/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

/**
 * Indexes the admin's catalogue lists sort and filter by (issue 14): recently updated titles,
 * people and videos first, and the titles' status filter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'titles_updated_at_index', 'titles', ['updated_at']);
  await createIndex(db, 'titles_status_index', 'titles', ['status']);
  await createIndex(db, 'people_updated_at_index', 'people', ['updated_at']);
  await createIndex(db, 'videos_updated_at_index', 'videos', ['updated_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'videos_updated_at_index',
    'people_updated_at_index',
    'titles_status_index',
    'titles_updated_at_index',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
