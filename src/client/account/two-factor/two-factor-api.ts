import type { RecoveryCodes, TwoFactorQrCode } from '@common/api/auth';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import { setBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';

export type { TwoFactorQrCode };

const BASE = 'auth/user/two-factor-authentication';

/**
 * Two-factor changes start a new session id, so the server may answer fresh bootstrap data
 * (with the new XSRF token); apply it before anything else is sent.
 */
function applyBootstrap<T>(answer: T): T {
  if (answer && typeof answer === 'object' && 'bootstrapData' in answer) {
    const { bootstrapData } = answer as { bootstrapData?: BootstrapData };
    if (bootstrapData) setBootstrapData(bootstrapData);
  }
  return answer;
}

export async function enableTwoFactor(): Promise<void> {
  applyBootstrap(await apiClient.post<unknown>(BASE));
}

export async function disableTwoFactor(): Promise<void> {
  applyBootstrap(await apiClient.delete<unknown>(BASE));
}

export async function fetchTwoFactorQrCode(): Promise<TwoFactorQrCode> {
  return applyBootstrap(await apiClient.get<TwoFactorQrCode>('auth/user/two-factor/qr-code'));
}

export async function confirmTwoFactor(code: string): Promise<void> {
  applyBootstrap(
    await apiClient.post<unknown>('auth/user/confirmed-two-factor-authentication', { code }),
  );
}

export async function fetchRecoveryCodes(): Promise<string[]> {
  const answer = await apiClient.get<RecoveryCodes>('auth/user/two-factor-recovery-codes');
  return applyBootstrap(answer).codes;
}

export async function regenerateRecoveryCodes(): Promise<string[]> {
  const answer = await apiClient.post<RecoveryCodes>('auth/user/two-factor-recovery-codes');
  return applyBootstrap(answer).codes;
}
