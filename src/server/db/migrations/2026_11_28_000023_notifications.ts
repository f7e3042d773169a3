/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId } from './helpers';

type Db = Kysely<any>;

/**
 * Notifications (issue 17): the background jobs table (the embedded queue driver), in-app
 * notifications, each member's channel choices per type, and their browsers' push subscriptions.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('reserved_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'jobs_due_index', 'jobs', ['failed_at', 'run_at']);

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'notifications_user_created_index', 'notifications', [
    'user_id',
    'created_at',
  ]);
  await createIndex(db, 'notifications_user_read_index', 'notifications', ['user_id', 'read_at']);

  await withId(db, db.schema.createTable('notification_preferences'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(
    db,
    'notification_preferences_user_type_unique',
    'notification_preferences',
    ['user_id', 'type'],
  );
  await createIndex(db, 'notification_preferences_type_index', 'notification_preferences', [
    'type',
    'user_id',
  ]);

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(2000)', (c) => c.notNull())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'push_subscriptions_endpoint_unique', 'push_subscriptions', [
    'endpoint',
  ]);
  await createIndex(db, 'push_subscriptions_user_index', 'push_subscriptions', ['user_id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('jobs').execute();
}
