/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * A folder's descendants are the entries whose path starts with '<folder path>/'. On SQLite that
 * is `path glob '12/40/*'`, which the existing file_entries_path_index already serves (GLOB is
 * case-sensitive, like the index's BINARY collation). PostgreSQL's LIKE can only use a btree
 * index built with pattern operators when the database collation is not C, hence this one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql
    .raw('create index file_entries_path_prefix_index on file_entries (path varchar_pattern_ops)')
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql.raw('drop index if exists file_entries_path_prefix_index').execute(db);
}
