/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, withId, withTimestamps } from './helpers';

type Db = Kysely<any>;

/** Channels (curated or automatic), news articles, and the play and visit events. */
export async function up(db: Db): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('channels'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('slug', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('content_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('auto_query', 'varchar(50)')
      .addColumn('query_value', 'varchar(100)')
      .addColumn('restriction', 'varchar(20)')
      .addColumn('layout', 'varchar(20)', (c) => c.notNull().defaultTo('grid'))
      .addColumn('default_order', 'varchar(30)')
      .addColumn('hide_title', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('channels_slug_unique')
    .on('channels')
    .column('slug')
    .unique()
    .execute();

  await withId(db, db.schema.createTable('channel_items'))
    .addColumn('channel_id', 'integer', (c) =>
      c.notNull().references('channels.id').onDelete('cascade'),
    )
    .addColumn('item_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'channel_items_channel_order_index', 'channel_items', [
    'channel_id',
    'order',
  ]);
  await createIndex(db, 'channel_items_item_index', 'channel_items', ['item_type', 'item_id']);

  await withTimestamps(
    withId(db, db.schema.createTable('news_articles'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('slug', 'varchar(255)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('image', 'varchar(255)')
      .addColumn('byline', 'varchar(255)')
      .addColumn('source', 'varchar(255)')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await createIndex(db, 'news_articles_created_index', 'news_articles', ['created_at']);

  await withId(db, db.schema.createTable('video_plays'))
    .addColumn('video_id', 'integer', (c) =>
      c.notNull().references('videos.id').onDelete('cascade'),
    )
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'video_plays_video_created_index', 'video_plays', [
    'video_id',
    'created_at',
  ]);
  await createIndex(db, 'video_plays_title_created_index', 'video_plays', [
    'title_id',
    'created_at',
  ]);

  await withId(db, db.schema.createTable('page_visits'))
    .addColumn('model_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('model_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'page_visits_model_created_index', 'page_visits', [
    'model_type',
    'model_id',
    'created_at',
  ]);
  await createIndex(db, 'page_visits_created_index', 'page_visits', ['created_at']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'page_visits',
    'video_plays',
    'news_articles',
    'channel_items',
    'channels',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
