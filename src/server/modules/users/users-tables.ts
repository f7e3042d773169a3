import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  password: string | null;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  language: string | null;
  country: string | null;
  timezone: string | null;
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: string | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  two_factor_last_step: number | null;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface UsersTables {
  users: UsersTable;
}
