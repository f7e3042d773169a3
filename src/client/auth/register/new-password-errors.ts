import { PASSWORD_CONFIRMATION_MISMATCH, passwordSchema } from '@common/auth/password-rules';
import { ApiError } from '@client/http/api-error';

/**
 * Checks a new password and its confirmation with the rules the server applies, before the
 * round trip; the result has the shape of a server 422 so forms show it the same way.
 */
export function newPasswordErrors(password: string, confirmation: string): ApiError | null {
  const errors: Record<string, string[]> = {};
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) errors.password = [checked.error.issues[0]?.message ?? ''];
  if (password !== confirmation) errors.password_confirmation = [PASSWORD_CONFIRMATION_MISMATCH];
  if (Object.keys(errors).length === 0) return null;
  return new ApiError(422, 'The given data was invalid.', errors, null);
}
