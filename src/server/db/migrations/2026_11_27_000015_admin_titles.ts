/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql, type Kysely } from 'kysely';
import { createIndex } from './helpers';

/**
 * Orders of the admin titles list (issue 14) that no index served yet: by name ignoring case
 * (the list sorts lower(name) so both dialects agree) and by creation date; updated_at with the
 * id tie-breaker, so PostgreSQL reads the default order straight from the index even when many
 * titles share a timestamp (imports, the bench data); and the type filter in that order (a
 * series is one title in ten: without it the first page sorts every series).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('titles_lower_name_index')
    .on('titles')
    .expression(sql`lower(name)`)
    .execute();
  await createIndex(db, 'titles_created_at_index', 'titles', ['created_at', 'id']);
  await createIndex(db, 'titles_updated_at_id_index', 'titles', ['updated_at', 'id']);
  await createIndex(db, 'titles_type_updated_at_index', 'titles', ['type', 'updated_at', 'id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'titles_type_updated_at_index',
    'titles_updated_at_id_index',
    'titles_created_at_index',
    'titles_lower_name_index',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
