import { ADMIN_PERMISSION } from '@common/permissions/permission-check';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import { commonPasswordError, hashPassword } from '../auth';
import type { PermissionGrantService, PermissionService, UserPlanSource } from '../permissions';
import type { UserRoleService } from '../roles';
import type { SessionService } from '../sessions';
import type { ValueListService } from '../value-lists';
import type { AdminUserRepository } from './admin-user-repository';
import {
  toAdminUserListItem,
  toAdminUserResource,
  type AdminUserListItem,
  type AdminUserResource,
} from './admin-user-resource';
import type { AdminUserListQuery, CreateUserInput, UpdateUserInput } from './admin-user-schema';
import type { AvatarFiles } from './avatar-files';
import { LAST_ADMIN_MESSAGE } from './user-account-service';
import type { UserService } from './user-service';

export const EMAIL_TAKEN = 'The email has already been taken.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account here.';
export const CANNOT_BAN_SELF = 'You cannot ban yourself.';
export const LAST_ADMIN_KEPT = 'The last administrator must keep the admin permission.';
export const USER_NOT_FOUND = 'User not found.';

export interface AdminUserServiceDeps {
  repository: AdminUserRepository;
  users: UserService;
  /** Who is subscribed (billing), for the `subscribed` filter. */
  plans: Pick<UserPlanSource, 'subscribedUserIds'>;
  userRoles: UserRoleService;
  grants: PermissionGrantService;
  permissions: PermissionService;
  sessions: SessionService;
  valueLists: ValueListService;
  /** Deletes the avatar files of removed accounts. */
  avatarFiles: AvatarFiles;
  transactions: Transactions;
}

/** Users administration (spec 2.9): every multi-row write in one transaction. */
export class AdminUserService {
  constructor(private readonly deps: AdminUserServiceDeps) {}

  async list(query: AdminUserListQuery): Promise<PaginationResponse<AdminUserListItem>> {
    const [members, subscribed] = await Promise.all([
      query.role === undefined ? null : this.deps.userRoles.userIdsWithRole(query.role),
      query.subscribed === undefined ? null : this.deps.plans.subscribedUserIds(),
    ]);
    const { rows, total } = await this.deps.repository.paginate(query, members, subscribed);
    const roles = await this.deps.userRoles.rolesOfUsers(rows.map((row) => row.id));
    const data = rows.map((row) => toAdminUserListItem(row, roles.get(row.id) ?? []));
    return paginationResponse(data, total, query.page, query.perPage);
  }

  async show(id: number): Promise<AdminUserResource> {
    const [row] = await this.deps.repository.findMany([id]);
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    const [roles, permissions] = await Promise.all([
      this.deps.userRoles.rolesOfUsers([id]),
      this.deps.grants.grantsOf('user', id),
    ]);
    return toAdminUserResource(row, roles.get(id) ?? [], permissions);
  }

  /** Creates a user with the given roles, or the default role when none are given. */
  async create(input: CreateUserInput): Promise<AdminUserResource> {
    const errors: Record<string, string[]> = {};
    if (await this.deps.repository.emailTakenByOther(input.email, null)) {
      errors.email = [EMAIL_TAKEN];
    }
    const common = commonPasswordError(input.password);
    if (common) errors.password = [common];
    if (input.roles) await this.collectRoleErrors(input.roles, errors);
    if (Object.keys(errors).length) throw new InvalidError(errors);
    const password = await hashPassword(input.password);
    const user = await this.deps.transactions.run(async (trx) => {
      const created = await this.deps.users.createUser(
        {
          email: input.email,
          name: input.name,
          password,
          emailVerified: input.email_verified ?? false,
        },
        trx,
      );
      if (input.roles?.length) await this.deps.userRoles.setUserRoles(created.id, input.roles, trx);
      return created;
    });
    return this.show(user.id);
  }

  async update(id: number, input: UpdateUserInput): Promise<AdminUserResource> {
    const existing = await this.show(id);
    await this.assertValid(id, input);
    await this.deps.transactions.run(async (trx) => {
      const { roles, permissions, email_verified, ...fields } = input;
      const verified =
        email_verified === undefined
          ? {}
          : { email_verified_at: email_verified ? (existing.email_verified_at ?? nowIso()) : null };
      await this.deps.repository.bound(trx).update(id, { ...fields, ...verified });
      if (roles) await this.deps.userRoles.setUserRoles(id, roles, trx);
      if (permissions) await this.deps.grants.replace('user', id, permissions, trx);
      if (
        (roles || permissions) &&
        (await this.deps.permissions.countHolders(ADMIN_PERMISSION, [], trx)) === 0
      ) {
        throw new InvalidError({ permissions: [LAST_ADMIN_KEPT] }, LAST_ADMIN_KEPT);
      }
    });
    return this.show(id);
  }

  /** Bans the user and ends all of their sessions. */
  async ban(actorId: number, id: number, reason: string | null): Promise<AdminUserResource> {
    await this.show(id);
    if (actorId === id) throw new InvalidError({ reason: [CANNOT_BAN_SELF] }, CANNOT_BAN_SELF);
    await this.deps.repository.update(id, { banned_at: nowIso(), ban_reason: reason });
    await this.deps.sessions.endOthers(id, null);
    return this.show(id);
  }

  async unban(id: number): Promise<AdminUserResource> {
    await this.show(id);
    await this.deps.repository.update(id, { banned_at: null, ban_reason: null });
    return this.show(id);
  }

  async resetTwoFactor(id: number): Promise<AdminUserResource> {
    await this.show(id);
    await this.deps.users.clearTwoFactor(id);
    return this.show(id);
  }

  async setPassword(id: number, password: string): Promise<void> {
    await this.show(id);
    const common = commonPasswordError(password);
    if (common) throw new InvalidError({ password: [common] });
    await this.deps.users.updatePassword(id, await hashPassword(password));
  }

  /** Ends every session of the user; answers how many ended. */
  async endSessions(id: number): Promise<number> {
    await this.show(id);
    return this.deps.sessions.endOthers(id, null);
  }

  /** Deletes users: never the caller, never the last holder of the admin permission. */
  async delete(actorId: number, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.includes(actorId)) throw new InvalidError({}, CANNOT_DELETE_SELF);
    const images = await this.deps.transactions.run(async (trx) => {
      const repository = this.deps.repository.bound(trx);
      if ((await repository.findMany(unique)).length !== unique.length) {
        throw new NotFoundError(USER_NOT_FOUND);
      }
      const admins = await this.deps.permissions.holders(ADMIN_PERMISSION, unique, trx);
      if (admins.among.length && admins.outside === 0) {
        throw new InvalidError({}, LAST_ADMIN_MESSAGE);
      }
      await this.deps.grants.revokeAll('user', unique, trx);
      return repository.deleteMany(unique);
    });
    await Promise.all(images.map((image) => this.deps.avatarFiles.remove(image)));
  }

  private async assertValid(id: number, input: UpdateUserInput): Promise<void> {
    const { repository, valueLists } = this.deps;
    const errors: Record<string, string[]> = {};
    if (input.email && (await repository.emailTakenByOther(input.email, id))) {
      errors.email = [EMAIL_TAKEN];
    }
    if (input.roles) await this.collectRoleErrors(input.roles, errors);
    if (input.language && !(await valueLists.isKnownLocale(input.language))) {
      errors.language = ['The selected language is not available.'];
    }
    if (input.country && !valueLists.isKnownCountry(input.country)) {
      errors.country = ['The selected country is not valid.'];
    }
    if (input.timezone && !valueLists.isKnownTimezone(input.timezone)) {
      errors.timezone = ['The selected timezone is not valid.'];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);
  }

  private async collectRoleErrors(roleIds: number[], errors: Record<string, string[]>) {
    const existing = new Set(await this.deps.userRoles.existingIds(roleIds));
    if (roleIds.some((roleId) => !existing.has(roleId))) {
      errors.roles = ['The selected roles are not valid.'];
    }
  }
}
