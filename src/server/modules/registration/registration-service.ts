import { PASSWORD_CONFIRMATION_MISMATCH } from '@common/auth/password-rules';
import { ForbiddenError, InvalidError } from '../../domain/errors';
import { commonPasswordError, hashPassword } from '../auth';
import type { RecaptchaService } from '../recaptcha';
import type { SettingsService } from '../settings';
import type { UserRow, UserService } from '../users';
import type { RegistrationInput } from './registration-schema';
import { isUniqueViolation } from '../../db/unique-violation';

export const EMAIL_TAKEN = 'The email has already been taken.';
export const REGISTRATION_DISABLED = 'Registration is disabled.';
export const HUMAN_CHECK_FAILED = 'Could not verify you are human.';

export interface RegistrationResult {
  user: UserRow;
  needsEmailVerification: boolean;
}

export class RegistrationService {
  constructor(
    private readonly users: UserService,
    private readonly settings: SettingsService,
    private readonly recaptcha: RecaptchaService,
  ) {}

  /**
   * Registration can be switched off. Invitations (spec 2.4) are meant to get through then, but
   * none exist yet that could vouch for a request, so an invite the body merely names opens nothing.
   */
  async assertOpen(): Promise<void> {
    const { registration } = await this.settings.all();
    if (registration.disable) throw new ForbiddenError(REGISTRATION_DISABLED);
  }

  /** Checks the human check and the rules the schema cannot, then creates the account. */
  async register(input: RegistrationInput, ip: string): Promise<RegistrationResult> {
    if (!(await this.recaptcha.verify(input.recaptcha_token, 'register', ip))) {
      throw new InvalidError({ recaptcha_token: [HUMAN_CHECK_FAILED] });
    }
    await this.assertValid(input);
    const { require_email_confirmation } = await this.settings.all();
    try {
      const user = await this.users.createUser({
        email: input.email,
        name: input.email.slice(0, input.email.lastIndexOf('@')).slice(0, 255),
        password: await hashPassword(input.password),
        emailVerified: !require_email_confirmation,
      });
      return { user, needsEmailVerification: require_email_confirmation };
    } catch (error) {
      // Two registrations of one address at the same moment: the database's unique index decides.
      if (isUniqueViolation(error)) throw new InvalidError({ email: [EMAIL_TAKEN] });
      throw error;
    }
  }

  private async assertValid(input: RegistrationInput): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (await this.users.findByEmail(input.email)) errors.email = [EMAIL_TAKEN];
    const common = commonPasswordError(input.password);
    if (common) errors.password = [common];
    if (input.password !== input.password_confirmation) {
      errors.password_confirmation = [PASSWORD_CONFIRMATION_MISMATCH];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);
  }
}
