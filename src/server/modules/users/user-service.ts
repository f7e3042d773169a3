import type { DayRange } from '../../db/day-buckets';
import type { PublicUser } from '@common/catalogue/catalogue-types';
import type { User } from '@common/users/user';
import type { Transactions, Trx } from '../../db/transactions';
import { NotFoundError } from '../../domain/errors';
import type { PermissionService, UserPlanSource } from '../permissions';
import type { UserRoleService } from '../roles';
import type { SocialProfileService } from '../social';
import type { NewestUser, UserContact, UserRepository, UserRow } from './user-repository';
import { toUserResource } from './user-resource';
import type { TwoFactorState, UserTwoFactorRepository } from './user-two-factor-repository';

/** What makes an administrator: every permission ('admin') and the admin area. */
export const ADMINISTRATOR_PERMISSIONS = ['admin', 'admin.access'];

export interface NewUser {
  email: string;
  name: string;
  /** Already hashed (argon2id); null for accounts that sign in only through a social provider. */
  password: string | null;
  emailVerified: boolean;
  first_name?: string | null;
  last_name?: string | null;
  image?: string | null;
}

export interface UserServiceDeps {
  users: UserRepository;
  twoFactor: UserTwoFactorRepository;
  userRoles: UserRoleService;
  permissions: PermissionService;
  socialProfiles: SocialProfileService;
  /** The member's subscriptions (billing). */
  plans: Pick<UserPlanSource, 'holdingsOf'>;
  /** The member's unread in-app notifications (the notifications module). */
  unreadNotifications: UnreadNotificationSource;
  transactions: Transactions;
}

/** One count per user resource; implemented by the notifications module. */
export interface UnreadNotificationSource {
  unreadCount(userId: number): Promise<number>;
}

/**
 * The users table's owner for every other module: lookups, account creation, the user resource,
 * and the credential columns (password, email verification, two-factor) other modules change.
 */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  /** Members' public faces (name and image) for many ids at once: reviews, comments, lists. */
  publicUsers(ids: number[]): Promise<Map<number, PublicUser>> {
    return this.deps.users.publicUsers(ids);
  }

  /** Members with their email for many ids at once (admin lists: subscriptions). */
  contacts(ids: number[]): Promise<Map<number, UserContact>> {
    return this.deps.users.contacts(ids);
  }

  /** Ids of members whose name or email contains the query (admin search), at most `limit`. */
  idsMatching(query: string, limit: number): Promise<number[]> {
    return this.deps.users.idsMatching(query, limit);
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.deps.users.findById(id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.deps.users.findByEmail(email);
  }

  /** The ids of the accounts with these lower-case emails, by email (invitations to many). */
  idsByEmail(emails: string[]): Promise<Map<string, number>> {
    return this.deps.users.idsByEmail(emails);
  }

  /** Members whose name contains the query, by name (the moderation lists' author filter). */
  searchPublicUsers(query: string, limit: number): Promise<PublicUser[]> {
    return this.deps.users.searchPublic(query, limit);
  }

  /** When each of these members was banned, for the banned ones (moderation shows it). */
  bannedAmong(ids: number[]): Promise<Map<number, string>> {
    return this.deps.users.bannedAmong(ids);
  }

  /** Ids of banned members, whom public member lists (follows) leave out. */
  /**
   * The members who are not banned, one page of ids at a time (in id order, the next page after
   * the last id of this one; an empty page ends it): announcements to everyone.
   */
  activeUserIdsAfter(afterId: number, limit = 500): Promise<number[]> {
    return this.deps.users.activeIdsAfter(afterId, limit);
  }

  bannedUserIds(): Promise<number[]> {
    return this.deps.users.bannedIds();
  }

  /** How many users there are, or how many signed up at or after `since` (ISO time). */
  count(since?: string): Promise<number> {
    return this.deps.users.count(since);
  }

  /** The latest sign-ups, newest first (the admin dashboard). */
  newest(limit: number): Promise<NewestUser[]> {
    return this.deps.users.newest(limit);
  }

  /**
   * Creates a user with the default role, in `trx` when the caller writes more with the new user
   * (social login links its profile), otherwise in a transaction of its own.
   */
  createUser(input: NewUser, trx?: Trx): Promise<UserRow> {
    const create = async (trx: Trx) => {
      const user = await this.deps.users.bound(trx).create({
        email: input.email,
        name: input.name,
        password: input.password,
        first_name: input.first_name ?? null,
        last_name: input.last_name ?? null,
        image: input.image ?? null,
        email_verified_at: input.emailVerified ? new Date().toISOString() : null,
      });
      await this.deps.userRoles.attachDefaultRole(user.id, trx);
      return user;
    };
    return trx ? create(trx) : this.deps.transactions.run(create);
  }

  /**
   * An administrator with the default role, verified: the first one on an empty database, or
   * one the operator adds from the shell. `password` is already hashed (argon2id).
   */
  createAdministrator(input: { email: string; name: string; password: string }): Promise<UserRow> {
    return this.deps.transactions.run(async (trx) => {
      const user = await this.createUser({ ...input, emailVerified: true }, trx);
      await this.deps.permissions.grantToUser(user.id, ADMINISTRATOR_PERMISSIONS, trx);
      return user;
    });
  }

  /** The full user resource: row, roles, merged permissions and social profiles. */
  async resource(row: UserRow): Promise<User> {
    const [roles, social_profiles, holdings, unread_notifications_count] = await Promise.all([
      this.deps.userRoles.rolesOf(row.id),
      this.deps.socialProfiles.forUser(row.id),
      this.deps.plans.holdingsOf(row.id),
      this.deps.unreadNotifications.unreadCount(row.id),
    ]);
    const permissions = await this.deps.permissions.forUser(
      row.id,
      roles.map((role) => role.id),
      holdings.planIds,
    );
    const { subscriptions } = holdings;
    return toUserResource(row, {
      roles,
      permissions,
      social_profiles,
      subscriptions,
      unread_notifications_count,
    });
  }

  /** The user resource as it is now in the database (after a change); 404 for an unknown id. */
  async resourceById(userId: number): Promise<User> {
    const row = await this.deps.users.findById(userId);
    if (!row) throw new NotFoundError('User not found.');
    return this.resource(row);
  }

  /** Marks the user's email address as verified (kept when already verified). */
  markEmailVerified(userId: number): Promise<void> {
    return this.deps.users.markEmailVerified(userId);
  }

  /** Replaces the user's password; `passwordHash` is already hashed (argon2id). */
  updatePassword(userId: number, passwordHash: string): Promise<void> {
    return this.deps.users.updatePassword(userId, passwordHash);
  }

  /** The user's two-factor columns as stored (encrypted), or undefined for an unknown user. */
  twoFactorState(userId: number): Promise<TwoFactorState | undefined> {
    return this.deps.twoFactor.find(userId);
  }

  /** A new, unconfirmed two-factor setup, replacing any previous one. */
  saveTwoFactorSetup(userId: number, secret: string, recoveryCodes: string): Promise<void> {
    return this.deps.twoFactor.saveSetup(userId, secret, recoveryCodes);
  }

  /** Confirms the setup holding `secret` with a code of time step `step`; false if it lost a race. */
  confirmTwoFactor(userId: number, secret: string, step: number): Promise<boolean> {
    return this.deps.twoFactor.confirm(userId, secret, step);
  }

  /** Records a used time step; false when that step (or a later one) was already used. */
  acceptTwoFactorStep(userId: number, step: number): Promise<boolean> {
    return this.deps.twoFactor.acceptTimeStep(userId, step);
  }

  /** Swaps the recovery codes only if they are still `expected` (so each code works once). */
  swapRecoveryCodes(userId: number, expected: string, next: string): Promise<boolean> {
    return this.deps.twoFactor.swapRecoveryCodes(userId, expected, next);
  }

  /** Turns two-factor authentication off (the user, or an administrator's reset). */
  clearTwoFactor(userId: number): Promise<void> {
    return this.deps.twoFactor.clear(userId);
  }

  /** How many were created in the range (the admin reports' headline figures). */
  countCreated(range: DayRange): Promise<number> {
    return this.deps.users.countCreated(range);
  }
}
