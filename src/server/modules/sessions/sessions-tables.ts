import type { Flag } from '../../db/schema';

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: number;
  ip_address: string | null;
  user_agent: string | null;
  remember: Flag;
  /** JSON object of per-session values (e.g. when the password was last confirmed). */
  payload: string;
  last_active: string;
  expires_at: string;
  created_at: string;
  city: string | null;
  country: string | null;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface SessionsTables {
  sessions: SessionsTable;
}
