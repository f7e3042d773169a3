/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql, type Kysely } from 'kysely';
import { createIndex } from './helpers';

/**
 * The admin people list (issue 14): sorted by name ignoring case (the list orders by
 * lower(name) so both dialects agree), birth or creation date, and filtered by department or
 * gender while sorted by the last update, without reading every person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('people_lower_name_index')
    .on('people')
    .expression(sql`lower(name)`)
    .execute();
  await createIndex(db, 'people_known_for_updated_at_index', 'people', ['known_for', 'updated_at']);
  await createIndex(db, 'people_gender_updated_at_index', 'people', ['gender', 'updated_at']);
  await createIndex(db, 'people_birth_date_index', 'people', ['birth_date']);
  await createIndex(db, 'people_created_at_index', 'people', ['created_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'people_created_at_index',
    'people_birth_date_index',
    'people_gender_updated_at_index',
    'people_known_for_updated_at_index',
    'people_lower_name_index',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
