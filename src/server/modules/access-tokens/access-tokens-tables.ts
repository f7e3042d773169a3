import type { Generated } from 'kysely';

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** SHA-256 of the plain-text token, which is shown once and never stored. */
  token_hash: string;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface AccessTokensTables {
  access_tokens: AccessTokensTable;
}
