import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '@common/auth/password-rules';

let common: Set<string> | null = null;

/** The common-password list of zxcvbn-ts (tens of thousands of leaked passwords), loaded once. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** The error message when a password is too common to be allowed, otherwise null. */
export function commonPasswordError(password: string): string | null {
  return commonPasswords().has(password.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null;
}
