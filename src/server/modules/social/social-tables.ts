import type { Generated } from 'kysely';

export interface SocialProfilesTable {
  id: Generated<number>;
  user_id: number;
  service_name: string;
  user_service_id: string;
  username: string | null;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface SocialTables {
  social_profiles: SocialProfilesTable;
}
