/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId } from './helpers';

type Db = Kysely<any>;

/** The moderated tables and the reports members file against their rows. */
const MODERATED = [
  ['comments', 'comment_reports', 'comment_id'],
  ['reviews', 'review_reports', 'review_id'],
] as const;

/**
 * Moderation of comments and reviews (issue 15): a state (published, hidden by a moderator, or
 * deleted by a moderator, the text kept so it can be restored), the members' reports, and the
 * number of open reports on the row itself so that "reported first" sorts on an index.
 */
export async function up(db: Db): Promise<void> {
  for (const [table, reports, key] of MODERATED) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('reports_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createIndex(db, `${table}_reports_created_index`, table, ['reports_count', 'created_at']);
    await createIndex(db, `${table}_status_created_index`, table, ['status', 'created_at']);

    await withId(db, db.schema.createTable(reports))
      .addColumn(key, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('reason', 'varchar(32)', (c) => c.notNull())
      .addColumn('details', 'text')
      .addColumn('resolved_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await createUniqueIndex(db, `${reports}_user_unique`, reports, [key, 'user_id']);
    await createIndex(db, `${reports}_open_index`, reports, [key, 'resolved_at']);
  }
}

export async function down(db: Db): Promise<void> {
  for (const [table, reports] of MODERATED) {
    await db.schema.dropTable(reports).ifExists().execute();
    await db.schema.dropIndex(`${table}_reports_created_index`).ifExists().execute();
    await db.schema.dropIndex(`${table}_status_created_index`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('reports_count').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
}
