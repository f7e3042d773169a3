import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe; only its SHA-256 is stored. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
