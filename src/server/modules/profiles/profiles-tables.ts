import type { Generated } from 'kysely';

export interface FollowsTable {
  id: Generated<number>;
  follower_id: number;
  followed_id: number;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface ProfilesTables {
  follows: FollowsTable;
}
