/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';

/**
 * Full-text search indexes over titles, people and news: FTS5 on SQLite, tsvector + GIN on
 * PostgreSQL. Owned by modules/search (issue 5); filled in by the search work.
 */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
