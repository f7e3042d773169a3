/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('tags'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(255)')
      .addColumn('type', 'varchar(50)', (c) => c.notNull().defaultTo('custom')),
  ).execute();
  await db.schema.createIndex('tags_name_unique').on('tags').column('name').unique().execute();
  await db.schema.createIndex('tags_type_index').on('tags').column('type').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tags').ifExists().execute();
}
