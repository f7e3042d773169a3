import { ForbiddenError, InvalidError, TooManyAttemptsError } from '../../domain/errors';
import { emailVerificationMail, mailBranding, type Mailer } from '../mail';
import type { SettingsService } from '../settings';
import type { UserRow, UserService } from '../users';
import type { EmailVerificationRepository } from './email-verification-repository';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-code';

export const CODE_VALID_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const INVALID_CODE_MESSAGE = 'This code is invalid or has expired.';

export interface EmailVerificationDeps {
  repository: EmailVerificationRepository;
  users: UserService;
  mail: Mailer;
  settings: SettingsService;
  appUrl: string;
  /** The `verificationCodeResend` limit's window: the wait between two codes. */
  resendIntervalMs: number;
}

type VerifiableUser = Pick<UserRow, 'id' | 'email' | 'email_verified_at'>;

/** Spec 2.2: 6-digit codes by mail, valid 10 minutes, single use, 5 attempts each. */
export class EmailVerificationService {
  constructor(private readonly deps: EmailVerificationDeps) {}

  /** Issues a new code (older ones stop working) and mails it. */
  async sendCode(user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
    const code = generateVerificationCode();
    const expiresAt = new Date(Date.now() + CODE_VALID_MINUTES * 60_000).toISOString();
    await this.deps.repository.replaceForUser(user.id, hashVerificationCode(code), expiresAt);
    const branding = mailBranding(await this.deps.settings.all(), this.deps.appUrl);
    const content = emailVerificationMail(branding, { code, validMinutes: CODE_VALID_MINUTES });
    await this.deps.mail.send({ to: user.email, ...content });
  }

  /**
   * A new code for the signed-in user's own, still unverified address; one per resend interval,
   * counted from the current code's creation (kept with the code, so no RateLimitStore is needed).
   */
  async resend(user: VerifiableUser, email: string): Promise<void> {
    if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new ForbiddenError('You can only request a code for your own email address.');
    }
    if (user.email_verified_at) {
      throw new InvalidError({ email: ['Your email address is already verified.'] });
    }
    const current = await this.deps.repository.findForUser(user.id);
    if (current) {
      const waitMs = Date.parse(current.created_at) + this.deps.resendIntervalMs - Date.now();
      if (waitMs > 0) {
        throw new TooManyAttemptsError(
          `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting another email.`,
        );
      }
    }
    await this.sendCode(user);
  }

  /** Checks the code and marks the email verified; a 422 on the code field otherwise. */
  async validate(userId: number, code: string): Promise<void> {
    const invalid = new InvalidError({ code: [INVALID_CODE_MESSAGE] });
    const current = await this.deps.repository.findForUser(userId);
    if (!current || current.expires_at <= new Date().toISOString()) throw invalid;
    if (!(await this.deps.repository.reserveAttempt(current.id, MAX_CODE_ATTEMPTS))) throw invalid;
    if (!verificationCodeMatches(code, current.code_hash)) throw invalid;
    if (!(await this.deps.repository.consume(current.id))) throw invalid;
    await this.deps.users.markEmailVerified(userId);
  }
}
