/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and written against Kysely<any>, as Kysely recommends */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../dialect';

type TableBuilder = CreateTableBuilder<any, any>;

/**
 * The few dialect differences migrations meet, in one place: an auto-incrementing integer
 * primary key is IDENTITY on PostgreSQL and AUTOINCREMENT on SQLite.
 */
export function withId(db: Kysely<any>, table: TableBuilder): TableBuilder {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** ISO-8601 UTC timestamps stored as text on both dialects. */
export function withTimestamps(table: TableBuilder): TableBuilder {
  return table
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

/** A plain index over columns, named explicitly so both dialects agree on the name. */
export function createIndex(db: Kysely<any>, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns).execute();
}

export function createUniqueIndex(db: Kysely<any>, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns).unique().execute();
}
