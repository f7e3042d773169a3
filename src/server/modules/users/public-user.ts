import type { PublicUser } from '@common/catalogue/catalogue-types';

/**
 * The public face of members (name and image, never the email or other private fields) for
 * reviews, comments, lists and profiles.
 */
export function toPublicUser(row: { id: number; name: string; image: string | null }): PublicUser {
  return { id: row.id, name: row.name, image: row.image };
}
