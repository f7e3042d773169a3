/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('localizations'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('language', 'varchar(10)', (c) => c.notNull().unique()),
  ).execute();

  // Keys are whole English messages, so text rather than varchar; the unique pair is the lookup index.
  await withId(db, db.schema.createTable('localization_lines'))
    .addColumn('localization_id', 'integer', (c) =>
      c.notNull().references('localizations.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addUniqueConstraint('localization_lines_localization_key_unique', ['localization_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('localization_lines').execute();
  await db.schema.dropTable('localizations').execute();
}
