/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex } from './helpers';

type Db = Kysely<any>;

/**
 * The editorial admin (issue 15): a news article is a draft or published (every article written
 * before this was published, so they stay on the site), and a list can be one of the site's own
 * lists, which its public page credits to the site rather than to the admin who made it.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('news_articles')
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('published'))
    .execute();
  // the public list (published, newest first) and the admin's state filter
  await createIndex(db, 'news_articles_state_created_index', 'news_articles', [
    'state',
    'created_at',
  ]);
  await db.schema
    .alterTable('lists')
    .addColumn('site', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'lists_site_updated_index', 'lists', ['site', 'updated_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('lists_site_updated_index').execute();
  await db.schema.alterTable('lists').dropColumn('site').execute();
  await db.schema.dropIndex('news_articles_state_created_index').execute();
  await db.schema.alterTable('news_articles').dropColumn('state').execute();
}
