import type { PasswordConfirmation } from '@common/api/auth';
import { apiClient } from '@client/http/api-client';
import { PASSWORD_CONFIRMATION_SECONDS } from './password-confirmation-memory';

/** Spec 7.2 GET auth/user/confirmed-password-status with seconds=9000. */
export async function fetchPasswordConfirmed(): Promise<boolean> {
  const { confirmed } = await apiClient.get<PasswordConfirmation>(
    'auth/user/confirmed-password-status',
    { seconds: PASSWORD_CONFIRMATION_SECONDS },
  );
  return confirmed === true;
}

/** Spec 7.2 POST auth/user/confirm-password; a wrong password answers 422 on `password`. */
export async function confirmPassword(password: string): Promise<void> {
  await apiClient.post('auth/user/confirm-password', { password });
}
