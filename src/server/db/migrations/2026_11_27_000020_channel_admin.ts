/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

type Db = Kysely<any>;

/**
 * The channels admin (issue 15): a channel's own page size, whether it is hidden from the
 * public site, and the saved filters of an automatic source (a year range, a discover filter)
 * as JSON text.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('channels').addColumn('per_page', 'integer').execute();
  await db.schema
    .alterTable('channels')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('channels').addColumn('query_filters', 'text').execute();
  // the admin list sorts and filters channels by these
  await createIndex(db, 'channels_content_type_index', 'channels', ['content_type', 'id']);
  await createIndex(db, 'channels_updated_at_index', 'channels', ['updated_at', 'id']);
  // a language channel lists one language's titles by popularity: without this, a common
  // language (most of 100k titles) would be sorted in full for every page
  await createIndex(db, 'titles_language_popularity_index', 'titles', ['language', 'popularity']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('titles_language_popularity_index').ifExists().execute();
  await db.schema.dropIndex('channels_updated_at_index').ifExists().execute();
  await db.schema.dropIndex('channels_content_type_index').ifExists().execute();
  await db.schema.alterTable('channels').dropColumn('query_filters').execute();
  await db.schema.alterTable('channels').dropColumn('hidden').execute();
  await db.schema.alterTable('channels').dropColumn('per_page').execute();
}
