/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';

/**
 * Who gave a title's rating and vote count ('IMDb'), so the site can tell that outside rating
 * from its members' ratings; null when nobody is named.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('titles').addColumn('rating_source', 'varchar(40)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('titles').dropColumn('rating_source').execute();
}
