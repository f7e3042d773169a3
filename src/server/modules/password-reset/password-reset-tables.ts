import type { Generated } from 'kysely';

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the emailed token. */
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface PasswordResetTables {
  password_reset_tokens: PasswordResetTokensTable;
}
