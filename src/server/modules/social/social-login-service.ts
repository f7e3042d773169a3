import type { SocialService } from '@common/settings/site-settings';
import type { Transactions } from '../../db/transactions';
import { InvalidError } from '../../domain/errors';
import { verifyPassword } from '../auth';
import type { SettingsService } from '../settings';
import type { UserRow, UserService } from '../users';
import { SocialAuthError } from './social-oauth-client';
import { SOCIAL_SERVICE_NAMES, type SocialProfileData } from './social-profile';
import type { SocialProfileRepository } from './social-profile-repository';

/** What a social login leads to; the callback page turns it into a status. */
export type SocialLoginOutcome =
  | { kind: 'sign-in'; userId: number }
  /** The email belongs to an account with a password: it must be confirmed before linking. */
  | { kind: 'needs-password'; userId: number };

export const WRONG_PASSWORD = 'The password is incorrect.';
export const LINK_EXPIRED = 'The social sign-in has expired. Please try again.';

const clip = (value: string | null, length: number) => value?.slice(0, length) ?? null;

function storedProfile(profile: SocialProfileData) {
  return { id: profile.id.slice(0, 191), username: clip(profile.username, 255) };
}

/**
 * Social login rules (spec 4, Social auth): find the account a provider profile belongs to,
 * link it, or create a verified account for a new email.
 */
export class SocialLoginService {
  constructor(
    private readonly profiles: SocialProfileRepository,
    private readonly users: UserService,
    private readonly settings: SettingsService,
    private readonly transactions: Transactions,
  ) {}

  async login(profile: SocialProfileData): Promise<SocialLoginOutcome> {
    const linked = await this.profiles.findByServiceId(profile.service, storedProfile(profile).id);
    const linkedUser = linked ? await this.users.findById(linked.user_id) : undefined;
    if (linkedUser) {
      this.assertNoTwoFactor(linkedUser);
      await this.profiles.link(linkedUser.id, profile.service, storedProfile(profile));
      return { kind: 'sign-in', userId: linkedUser.id };
    }
    const email = profile.email?.trim().toLowerCase();
    if (!email || email.length > 255) {
      throw new SocialAuthError(
        `Your ${SOCIAL_SERVICE_NAMES[profile.service]} account has no confirmed email address.`,
      );
    }
    const existing = await this.users.findByEmail(email);
    if (existing) {
      this.assertNoTwoFactor(existing);
      if (existing.password) return { kind: 'needs-password', userId: existing.id };
      await this.linkVerified(existing.id, profile);
      return { kind: 'sign-in', userId: existing.id };
    }
    return { kind: 'sign-in', userId: (await this.register(email, profile)).id };
  }

  /** Links the profile to the signed-in user (the connect flow of account settings). */
  async connect(userId: number, profile: SocialProfileData): Promise<void> {
    const linked = await this.profiles.findByServiceId(profile.service, storedProfile(profile).id);
    if (linked && linked.user_id !== userId) {
      throw new SocialAuthError(
        `This ${SOCIAL_SERVICE_NAMES[profile.service]} account is already connected to another user.`,
      );
    }
    await this.profiles.link(userId, profile.service, storedProfile(profile));
  }

  /** 'Password required': the account's password proves the two accounts belong together. */
  async linkWithPassword(userId: number, profile: SocialProfileData, password: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new InvalidError({ password: [LINK_EXPIRED] });
    if (!(await verifyPassword(user.password, password))) {
      throw new InvalidError({ password: [WRONG_PASSWORD] });
    }
    this.assertNoTwoFactor(user);
    await this.linkVerified(user.id, profile);
    return user;
  }

  disconnect(userId: number, service: SocialService): Promise<void> {
    return this.profiles.unlink(userId, service);
  }

  /** The provider confirmed the address, so the account's email counts as verified too. */
  private async linkVerified(userId: number, profile: SocialProfileData): Promise<void> {
    await this.connect(userId, profile);
    await this.users.markEmailVerified(userId);
  }

  private async register(email: string, profile: SocialProfileData): Promise<UserRow> {
    const { registration } = await this.settings.all();
    if (registration.disable) {
      throw new SocialAuthError('Registration is currently disabled.');
    }
    const avatar = profile.avatar && /^https?:\/\//i.test(profile.avatar) ? profile.avatar : null;
    return this.transactions.run(async (trx) => {
      const user = await this.users.createUser(
        {
          email,
          name: clip(profile.name, 255) ?? email.split('@')[0]!,
          password: null,
          emailVerified: true,
          first_name: clip(profile.firstName, 255),
          last_name: clip(profile.lastName, 255),
          image: clip(avatar, 2048),
        },
        trx,
      );
      await this.profiles.bound(trx).link(user.id, profile.service, storedProfile(profile));
      return user;
    });
  }

  /**
   * Two-factor accounts keep their second step: social sign-in cannot answer a TOTP challenge
   * from the popup, so those accounts sign in with their email and password instead.
   */
  private assertNoTwoFactor(user: UserRow): void {
    if (user.two_factor_confirmed_at) {
      throw new SocialAuthError(
        'This account uses two-factor authentication. Please sign in with your email and password.',
      );
    }
  }
}
