/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId, withTimestamps } from './helpers';

type Db = Kysely<any>;

/** What members add: ratings, reviews, threaded comments, lists, the watchlist and follows. */
export async function up(db: Db): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('ratings'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('title_id', 'integer', (c) =>
        c.notNull().references('titles.id').onDelete('cascade'),
      )
      .addColumn('rating', 'integer', (c) => c.notNull()),
  ).execute();
  await createUniqueIndex(db, 'ratings_user_title_unique', 'ratings', ['user_id', 'title_id']);
  await createIndex(db, 'ratings_title_index', 'ratings', ['title_id', 'rating']);
  await createIndex(db, 'ratings_user_created_index', 'ratings', ['user_id', 'created_at']);

  await withTimestamps(
    withId(db, db.schema.createTable('reviews'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('title_id', 'integer', (c) =>
        c.notNull().references('titles.id').onDelete('cascade'),
      )
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('headline', 'varchar(255)')
      .addColumn('body', 'text', (c) => c.notNull()),
  ).execute();
  await createUniqueIndex(db, 'reviews_user_title_unique', 'reviews', ['user_id', 'title_id']);
  await createIndex(db, 'reviews_title_created_index', 'reviews', ['title_id', 'created_at']);
  await createIndex(db, 'reviews_user_created_index', 'reviews', ['user_id', 'created_at']);

  await withTimestamps(
    withId(db, db.schema.createTable('comments'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('commentable_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('commentable_id', 'integer', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
      .addColumn('path', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'comments_commentable_path_index', 'comments', [
    'commentable_type',
    'commentable_id',
    'path',
  ]);
  await createIndex(db, 'comments_parent_index', 'comments', ['parent_id']);
  await createIndex(db, 'comments_user_created_index', 'comments', ['user_id', 'created_at']);

  await withTimestamps(
    withId(db, db.schema.createTable('lists'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('slug', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('items_count', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'lists_user_updated_index', 'lists', ['user_id', 'updated_at']);
  await createIndex(db, 'lists_slug_index', 'lists', ['slug']);

  await withId(db, db.schema.createTable('list_items'))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) =>
      c.notNull().references('titles.id').onDelete('cascade'),
    )
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'list_items_list_title_unique', 'list_items', [
    'list_id',
    'title_id',
  ]);
  await createIndex(db, 'list_items_list_order_index', 'list_items', ['list_id', 'order']);

  await withId(db, db.schema.createTable('watchlist_items'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) =>
      c.notNull().references('titles.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'watchlist_items_user_title_unique', 'watchlist_items', [
    'user_id',
    'title_id',
  ]);
  await createIndex(db, 'watchlist_items_user_created_index', 'watchlist_items', [
    'user_id',
    'created_at',
  ]);

  await withId(db, db.schema.createTable('follows'))
    .addColumn('follower_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('followed_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'follows_follower_followed_unique', 'follows', [
    'follower_id',
    'followed_id',
  ]);
  await createIndex(db, 'follows_followed_index', 'follows', ['followed_id', 'created_at']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'follows',
    'watchlist_items',
    'list_items',
    'lists',
    'comments',
    'reviews',
    'ratings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
