/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId, withTimestamps } from './helpers';

/** Uploaded files and folders (spec 3, File entry): the bytes live in storage under `disk`. */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('file_entries'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      // The stored object's name (a UUID): never the client's name, never reused.
      .addColumn('file_name', 'varchar(64)', (c) => c.notNull())
      // Ids from the root folder down to this entry, e.g. '12/40/41', for folder walks.
      .addColumn('path', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('mime', 'varchar(191)', (c) => c.notNull())
      .addColumn('extension', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0))
      // 'public' (served to anyone, e.g. catalogue images) or 'uploads' (private to its owner).
      .addColumn('disk', 'varchar(32)', (c) => c.notNull().defaultTo('uploads'))
      .addColumn('parent_id', 'integer', (c) =>
        c.references('file_entries.id').onDelete('set null'),
      )
      .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('workspace_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', 'varchar(32)'),
  ).execute();
  await createUniqueIndex(db, 'file_entries_file_name_unique', 'file_entries', ['file_name']);
  await createIndex(db, 'file_entries_owner_index', 'file_entries', ['owner_id', 'deleted_at']);
  await createIndex(db, 'file_entries_workspace_index', 'file_entries', ['workspace_id', 'id']);
  await createIndex(db, 'file_entries_parent_index', 'file_entries', ['parent_id']);
  await createIndex(db, 'file_entries_type_index', 'file_entries', ['type', 'id']);
  await createIndex(db, 'file_entries_created_index', 'file_entries', ['created_at']);
  await createIndex(db, 'file_entries_path_index', 'file_entries', ['path']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_entries').ifExists().execute();
}
