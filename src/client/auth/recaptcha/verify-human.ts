import type { HumanCheckResponse } from '@common/api/auth';
import type { RecaptchaAction } from '@common/settings/site-settings';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import { toast } from '@client/ui/toast/toast-store';
import { executeRecaptcha } from './load-recaptcha';

/** Spec 8: what a failed human check shows. */
export const HUMAN_CHECK_FAILED_MESSAGE = 'Could not verify you are human.';

export function isHumanCheckEnabled(action: RecaptchaAction): boolean {
  const { recaptcha } = getBootstrapData().settings;
  return Boolean(recaptcha.enable[action] && recaptcha.site_key);
}

/**
 * Spec 5 human check: passes at once when the action does not require it; otherwise a reCAPTCHA
 * token is checked by POST recaptcha/verify. A failure shows the danger toast and resolves false.
 */
export async function verifyHuman(action: RecaptchaAction): Promise<boolean> {
  if (!isHumanCheckEnabled(action)) return true;
  try {
    const token = await executeRecaptcha(getBootstrapData().settings.recaptcha.site_key, action);
    const { success } = await apiClient.post<HumanCheckResponse>('recaptcha/verify', {
      token,
      action,
    });
    if (success === true) return true;
  } catch {
    // script, token or request failure: the check did not pass
  }
  toast.danger(HUMAN_CHECK_FAILED_MESSAGE);
  return false;
}

/**
 * A new token for a request the server checks again (registration): a token already sent to
 * recaptcha/verify has been used up. null when the action needs no check.
 */
export async function freshHumanCheckToken(action: RecaptchaAction): Promise<string | null> {
  if (!isHumanCheckEnabled(action)) return null;
  return executeRecaptcha(getBootstrapData().settings.recaptcha.site_key, action);
}
