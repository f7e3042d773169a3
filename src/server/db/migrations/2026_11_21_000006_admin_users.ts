/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import { sql, type Kysely } from 'kysely';

/** Indexes for the admin users list: sort by name (case-insensitively), filter banned and verified users. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_name_lower_index')
    .on('users')
    .expression(sql`lower(name)`)
    .execute();
  await db.schema.createIndex('users_banned_at_index').on('users').column('banned_at').execute();
  await db.schema
    .createIndex('users_email_verified_at_index')
    .on('users')
    .column('email_verified_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_email_verified_at_index').execute();
  await db.schema.dropIndex('users_banned_at_index').execute();
  await db.schema.dropIndex('users_name_lower_index').execute();
}
