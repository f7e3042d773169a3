import { PASSWORD_CONFIRMATION_MISMATCH } from '@common/auth/password-rules';
import type { Transactions, Trx } from '../../db/transactions';
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

/**
 * Workspace invitations as registration spends them (the workspaces module answers, given in
 * modules.ts): an invite lets its addressee register while registration is closed, and they
 * join its workspace as their account is created.
 */
export interface InviteRedeemer {
  /** A live invite with this id exists. */
  exists(inviteId: string): Promise<boolean>;
  /** 422 on invite_id (spent or expired) or on email (addressed to another). */
  assertRedeemable(inviteId: string, email: string): Promise<void>;
  /** Joins the user to the invite's workspace and spends it, inside `trx`. */
  redeem(inviteId: string, user: { id: number; email: string }, trx: Trx): Promise<number>;
}

/** The workspace invite a registration carries, when it names one. */
function workspaceInviteOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { invite_id, invite_type } = body as { invite_id?: unknown; invite_type?: unknown };
  if (invite_type !== 'workspace') return null;
  if (typeof invite_id === 'string' && invite_id) return invite_id;
  return typeof invite_id === 'number' ? String(invite_id) : null;
}

export interface RegistrationResult {
  user: UserRow;
  needsEmailVerification: boolean;
}

export class RegistrationService {
  constructor(
    private readonly users: UserService,
    private readonly settings: SettingsService,
    private readonly recaptcha: RecaptchaService,
    private readonly invites: InviteRedeemer,
    private readonly transactions: Transactions,
  ) {}

  /**
   * Registration can be switched off; a live workspace invite (spec 2.4) still gets through
   * (whether it is addressed to this email is checked with the rest of the body).
   */
  async assertOpen(body?: unknown): Promise<void> {
    const { registration } = await this.settings.all();
    if (!registration.disable) return;
    const inviteId = workspaceInviteOf(body);
    if (inviteId && (await this.invites.exists(inviteId))) return;
    throw new ForbiddenError(REGISTRATION_DISABLED);
  }

  /** Checks the human check and the rules the schema cannot, then creates the account. */
  async register(input: RegistrationInput, ip: string): Promise<RegistrationResult> {
    if (!(await this.recaptcha.verify(input.recaptcha_token, 'register', ip))) {
      throw new InvalidError({ recaptcha_token: [HUMAN_CHECK_FAILED] });
    }
    const inviteId = workspaceInviteOf(input);
    await this.assertValid(input, inviteId);
    const { require_email_confirmation } = await this.settings.all();
    // the invitation mailed to this address proves it, as a verification code would
    const needsEmailVerification = require_email_confirmation && !inviteId;
    const password = await hashPassword(input.password);
    try {
      const user = await this.transactions.run(async (trx) => {
        const created = await this.users.createUser(
          {
            email: input.email,
            name: input.email.slice(0, input.email.lastIndexOf('@')).slice(0, 255),
            password,
            emailVerified: !needsEmailVerification,
          },
          trx,
        );
        if (inviteId) await this.invites.redeem(inviteId, created, trx);
        return created;
      });
      return { user, needsEmailVerification };
    } catch (error) {
      // Two registrations of one address at the same moment: the database's unique index decides.
      if (isUniqueViolation(error)) throw new InvalidError({ email: [EMAIL_TAKEN] });
      throw error;
    }
  }

  private async assertValid(input: RegistrationInput, inviteId: string | null): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (inviteId) {
      try {
        await this.invites.assertRedeemable(inviteId, input.email);
      } catch (error) {
        if (!(error instanceof InvalidError)) throw error;
        Object.assign(errors, error.errors);
      }
    }
    if (await this.users.findByEmail(input.email)) errors.email = [EMAIL_TAKEN];
    const common = commonPasswordError(input.password);
    if (common) errors.password = [common];
    if (input.password !== input.password_confirmation) {
      errors.password_confirmation = [PASSWORD_CONFIRMATION_MISMATCH];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);
  }
}
