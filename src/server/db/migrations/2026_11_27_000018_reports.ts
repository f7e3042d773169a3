/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId } from './helpers';

type Db = Kysely<any>;

/**
 * Reports (issue 15): raw page visits and plays with what the reports break them down by, their
 * daily roll-ups (what a report over a year reads), which finished days are rolled up, and the
 * created_at indexes the insights report counts new reviews and comments by.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('report_events'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor', 'varchar(32)', (c) => c.notNull())
    .addColumn('device', 'varchar(16)', (c) => c.notNull())
    .addColumn('browser', 'varchar(64)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('referrer', 'varchar(255)', (c) => c.notNull())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('title_id', 'integer')
    .addColumn('person_id', 'integer')
    .addColumn('video_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'report_events_day_kind_index', 'report_events', ['day', 'kind']);

  await db.schema
    .createTable('report_daily_totals')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('dimension', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'report_daily_totals_unique', 'report_daily_totals', [
    'day',
    'kind',
    'dimension',
    'value',
  ]);
  // a breakdown over a range reads one kind and dimension across its days, from the index alone
  await createIndex(db, 'report_daily_totals_dimension_index', 'report_daily_totals', [
    'kind',
    'dimension',
    'day',
    'value',
    'count',
  ]);

  await db.schema
    .createTable('report_rolled_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('rolled_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // the insights report counts new reviews and comments per range
  await createIndex(db, 'reviews_created_index', 'reviews', ['created_at']);
  await createIndex(db, 'comments_created_index', 'comments', ['created_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('comments_created_index').ifExists().execute();
  await db.schema.dropIndex('reviews_created_index').ifExists().execute();
  await db.schema.dropTable('report_rolled_days').ifExists().execute();
  await db.schema.dropTable('report_daily_totals').ifExists().execute();
  await db.schema.dropTable('report_events').ifExists().execute();
}
