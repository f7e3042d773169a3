import type { Kysely } from 'kysely';
import type { PublicUser } from '@common/catalogue/catalogue-types';
import type { Database } from '../../db/schema';

/**
 * The public face of members (name and image, never the email or other private fields) for
 * reviews, comments, lists and profiles.
 */
export function toPublicUser(row: { id: number; name: string; image: string | null }): PublicUser {
  return { id: row.id, name: row.name, image: row.image };
}

/** Public users by id in one query. */
export async function loadPublicUsers(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, PublicUser>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'image'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, toPublicUser(row)]));
}
