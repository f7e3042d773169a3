import { PASSWORD_CONFIRMATION_MISMATCH } from '@common/auth/password-rules';
import { InvalidError } from '../../domain/errors';
import { commonPasswordError, hashPassword } from '../auth';
import { mailBranding, passwordResetMail, type Mailer } from '../mail';
import type { SessionService } from '../sessions';
import type { SettingsService } from '../settings';
import type { UserService } from '../users';
import type { ResetPasswordInput } from './password-reset-schema';
import type { PasswordResetRepository } from './password-reset-repository';
import { generateResetToken, hashResetToken } from './reset-token';

export const RESET_LINK_VALID_MINUTES = 60;
export const RESET_LINK_SENT =
  'If an account exists for this email, a password reset link has been sent.';
export const RESET_TOKEN_INVALID = 'This password reset token is invalid.';
export const PASSWORD_RESET_DONE = 'Your password has been reset!';

export interface PasswordResetDeps {
  repository: PasswordResetRepository;
  users: UserService;
  sessions: SessionService;
  mail: Mailer;
  settings: SettingsService;
  appUrl: string;
  /** The `resetLinkResend` limit's window: a user gets one link per interval, whoever asks. */
  resendIntervalMs: number;
}

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /** Mails a reset link when the email belongs to an account; silent otherwise. */
  async sendResetLink(email: string): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const previous = await this.deps.repository.findForUser(user.id);
    if (previous && Date.now() - Date.parse(previous.created_at) < this.deps.resendIntervalMs) {
      return;
    }
    const token = generateResetToken();
    const expiresAt = new Date(Date.now() + RESET_LINK_VALID_MINUTES * 60_000).toISOString();
    await this.deps.repository.replaceForUser(user.id, hashResetToken(token), expiresAt);
    const url = `${this.deps.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
    const branding = mailBranding(await this.deps.settings.all(), this.deps.appUrl);
    const content = passwordResetMail(branding, { url, validMinutes: RESET_LINK_VALID_MINUTES });
    await this.deps.mail.send({ to: user.email, ...content });
  }

  /** Sets the new password with a valid token, which is then spent, and ends every session. */
  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const errors: Record<string, string[]> = {};
    const common = commonPasswordError(input.password);
    if (common) errors.password = [common];
    if (input.password !== input.password_confirmation) {
      errors.password_confirmation = [PASSWORD_CONFIRMATION_MISMATCH];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);

    // Hashed before the lookup, so unknown emails answer in the same time as known ones.
    const passwordHash = await hashPassword(input.password);
    const user = await this.deps.users.findByEmail(input.email);
    const invalid = new InvalidError({ email: [RESET_TOKEN_INVALID] });
    if (!user) throw invalid;
    const now = new Date().toISOString();
    if (!(await this.deps.repository.consume(user.id, hashResetToken(input.token), now))) {
      throw invalid;
    }
    await this.deps.users.updatePassword(user.id, passwordHash);
    await this.deps.repository.deleteForUser(user.id);
    await this.deps.sessions.endOthers(user.id, null);
  }
}
