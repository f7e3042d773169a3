import { randomInt, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const RECOVERY_CODE_COUNT = 8;
/** Spec 9: recovery codes are 21 characters: 10 + '-' + 10. */
export const RECOVERY_CODE_LENGTH = 21;

function randomAlphanumerics(length: number): string {
  let result = '';
  for (let i = 0; i < length; i++) result += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return result;
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from(
    { length: count },
    () => `${randomAlphanumerics(10)}-${randomAlphanumerics(10)}`,
  );
}

/**
 * The index of the matching code, or -1. Every code is compared in constant time and the loop
 * never stops early, so timing reveals neither which code matched nor how much of one did.
 */
export function findRecoveryCode(codes: string[], given: string): number {
  const givenBytes = Buffer.from(given);
  let found = -1;
  codes.forEach((code, index) => {
    const codeBytes = Buffer.from(code);
    const sameLength = codeBytes.length === givenBytes.length;
    const equal = timingSafeEqual(sameLength ? codeBytes : givenBytes, givenBytes) && sameLength;
    if (equal && found === -1) found = index;
  });
  return found;
}
