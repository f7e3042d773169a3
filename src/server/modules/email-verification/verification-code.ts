import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 6;

/** Six random digits, leading zeros kept. */
export function generateVerificationCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** Codes are stored only as SHA-256 (hex). */
export function hashVerificationCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Constant-time comparison of a submitted code with a stored hash. */
export function verificationCodeMatches(code: string, storedHash: string): boolean {
  const given = Buffer.from(hashVerificationCode(code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
