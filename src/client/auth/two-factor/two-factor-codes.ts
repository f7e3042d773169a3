/** Spec 9: an authenticator code has 6 characters, a recovery code 21. */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;

export type TwoFactorMethod = 'code' | 'recovery_code';

export const CODE_LENGTH_MESSAGE = 'The code must be :count characters.';

export function requiredLength(method: TwoFactorMethod): number {
  return method === 'code' ? TWO_FACTOR_CODE_LENGTH : RECOVERY_CODE_LENGTH;
}
