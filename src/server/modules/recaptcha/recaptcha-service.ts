import type { RecaptchaAction } from '@common/settings/site-settings';
import type { SettingsService } from '../settings';

const MINIMUM_SCORE = 0.5;

interface VerifyResponse {
  success: boolean;
  score?: number;
  action?: string;
}

/** reCAPTCHA v3: checks a client token against the configured verify URL with the secret key. */
export class RecaptchaService {
  constructor(private readonly settings: SettingsService) {}

  async isRequired(action: RecaptchaAction): Promise<boolean> {
    const { recaptcha } = await this.settings.all();
    return recaptcha.enable[action] === true;
  }

  /** True when the human check passes, or when it is not enabled for this action. */
  async verify(
    token: string | null | undefined,
    action: RecaptchaAction,
    ip: string | null,
  ): Promise<boolean> {
    if (!(await this.isRequired(action))) return true;
    if (!token) return false;
    const { recaptcha_secret } = await this.settings.all();
    const body = new URLSearchParams({ secret: recaptcha_secret.secret_key, response: token });
    if (ip) body.set('remoteip', ip);
    try {
      const response = await fetch(recaptcha_secret.verify_url, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as VerifyResponse;
      return (
        result.success === true &&
        (result.score === undefined || result.score >= MINIMUM_SCORE) &&
        (result.action === undefined || result.action === action)
      );
    } catch {
      return false;
    }
  }
}
