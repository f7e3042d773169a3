import type { Generated } from 'kysely';

export interface EmailVerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the 6-digit code. */
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface EmailVerificationTables {
  email_verification_codes: EmailVerificationCodesTable;
}
