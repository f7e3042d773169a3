import { ADMIN_PERMISSION } from '@common/permissions/permission-check';
import type { PaginationResponse } from '@common/http/responses';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { HttpError, notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import type { PublicUploadStore } from '../../storage/public-upload-store';
import { hashPassword } from '../auth/password-hasher';
import { commonPasswordError } from '../auth/password-policy';
import { PermissionGrantService } from '../roles/permission-grant-service';
import type { SessionService } from '../sessions/session-service';
import type { ValueListService } from '../value-lists/value-list-service';
import { AdminUserRepository } from './admin-user-repository';
import {
  toAdminUserListItem,
  toAdminUserResource,
  type AdminUserListItem,
  type AdminUserResource,
} from './admin-user-resource';
import type { AdminUserListQuery, CreateUserInput, UpdateUserInput } from './admin-user-schema';
import { LAST_ADMIN_MESSAGE } from './user-account-service';
import type { UserService } from './user-service';
import type { PermissionService } from '../permissions';

export const EMAIL_TAKEN = 'The email has already been taken.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account here.';
export const CANNOT_BAN_SELF = 'You cannot ban yourself.';
export const LAST_ADMIN_KEPT = 'The last administrator must keep the admin permission.';

/** Users administration (spec 2.9): every multi-row write in one transaction. */
export class AdminUserService {
  private readonly grants: PermissionGrantService;

  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly valueLists: ValueListService,
    private readonly uploads: PublicUploadStore,
    private readonly permissions: PermissionService,
  ) {
    this.grants = new PermissionGrantService(db);
  }

  async list(query: AdminUserListQuery): Promise<PaginationResponse<AdminUserListItem>> {
    const repository = new AdminUserRepository(this.db);
    const { rows, total } = await repository.paginate(query);
    const roles = await repository.rolesOf(rows.map((row) => row.id));
    const data = rows.map((row) => toAdminUserListItem(row, roles.get(row.id) ?? []));
    return paginationResponse(data, total, query.page, query.perPage);
  }

  async show(id: number): Promise<AdminUserResource> {
    const repository = new AdminUserRepository(this.db);
    const [row] = await repository.findMany([id]);
    if (!row) throw notFound('User not found.');
    const [roles, permissions] = await Promise.all([
      repository.rolesOf([id]),
      this.grants.grantsOf('user', id),
    ]);
    return toAdminUserResource(row, roles.get(id) ?? [], permissions);
  }

  /** Creates a user with the given roles, or the default role when none are given. */
  async create(input: CreateUserInput): Promise<AdminUserResource> {
    const repository = new AdminUserRepository(this.db);
    const errors: Record<string, string[]> = {};
    if (await repository.emailTakenByOther(input.email, null)) errors.email = [EMAIL_TAKEN];
    const common = commonPasswordError(input.password);
    if (common) errors.password = [common];
    if (input.roles) await this.collectRoleErrors(input.roles, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const user = await this.users.createUserWith(
      {
        email: input.email,
        name: input.name,
        password: await hashPassword(input.password),
        emailVerified: input.email_verified ?? false,
      },
      async (trx, created) => {
        if (input.roles?.length)
          await new AdminUserRepository(trx).setRoles(created.id, input.roles);
      },
    );
    return this.show(user.id);
  }

  async update(id: number, input: UpdateUserInput): Promise<AdminUserResource> {
    const existing = await this.show(id);
    await this.assertValid(id, input);
    await this.db.transaction().execute(async (trx) => {
      const repository = new AdminUserRepository(trx);
      const { roles, permissions, email_verified, ...fields } = input;
      const verified =
        email_verified === undefined
          ? {}
          : { email_verified_at: email_verified ? (existing.email_verified_at ?? nowIso()) : null };
      await repository.update(id, { ...fields, ...verified });
      if (roles) await repository.setRoles(id, roles);
      if (permissions) await this.grants.replace(trx, 'user', id, permissions);
      if (
        (roles || permissions) &&
        (await this.permissions.countHolders(ADMIN_PERMISSION, [], trx)) === 0
      ) {
        throw validationError({ permissions: [LAST_ADMIN_KEPT] }, LAST_ADMIN_KEPT);
      }
    });
    return this.show(id);
  }

  /** Bans the user and ends all of their sessions. */
  async ban(actorId: number, id: number, reason: string | null): Promise<AdminUserResource> {
    await this.show(id);
    if (actorId === id) throw validationError({ reason: [CANNOT_BAN_SELF] }, CANNOT_BAN_SELF);
    await new AdminUserRepository(this.db).update(id, { banned_at: nowIso(), ban_reason: reason });
    await this.sessions.endOthers(id, null);
    return this.show(id);
  }

  async unban(id: number): Promise<AdminUserResource> {
    await this.show(id);
    await new AdminUserRepository(this.db).update(id, { banned_at: null, ban_reason: null });
    return this.show(id);
  }

  async resetTwoFactor(id: number): Promise<AdminUserResource> {
    await this.show(id);
    await new AdminUserRepository(this.db).resetTwoFactor(id);
    return this.show(id);
  }

  async setPassword(id: number, password: string): Promise<void> {
    await this.show(id);
    const common = commonPasswordError(password);
    if (common) throw validationError({ password: [common] });
    await this.users.updatePassword(id, await hashPassword(password));
  }

  /** Ends every session of the user; answers how many ended. */
  async endSessions(id: number): Promise<number> {
    await this.show(id);
    return this.sessions.endOthers(id, null);
  }

  /** Deletes users: never the caller, never the last holder of the admin permission. */
  async delete(actorId: number, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.includes(actorId)) throw new HttpError(422, CANNOT_DELETE_SELF);
    const images = await this.db.transaction().execute(async (trx) => {
      const repository = new AdminUserRepository(trx);
      if ((await repository.findMany(unique)).length !== unique.length) {
        throw notFound('User not found.');
      }
      const admins = await this.permissions.holders(ADMIN_PERMISSION, unique, trx);
      if (admins.among.length && admins.outside === 0) throw new HttpError(422, LAST_ADMIN_MESSAGE);
      return repository.deleteMany(unique);
    });
    await Promise.all(images.map((image) => this.uploads.remove(image)));
  }

  private async assertValid(id: number, input: UpdateUserInput): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (
      input.email &&
      (await new AdminUserRepository(this.db).emailTakenByOther(input.email, id))
    ) {
      errors.email = [EMAIL_TAKEN];
    }
    if (input.roles) await this.collectRoleErrors(input.roles, errors);
    if (input.language && !(await this.valueLists.isKnownLocale(input.language))) {
      errors.language = ['The selected language is not available.'];
    }
    if (input.country && !this.valueLists.isKnownCountry(input.country)) {
      errors.country = ['The selected country is not valid.'];
    }
    if (input.timezone && !this.valueLists.isKnownTimezone(input.timezone)) {
      errors.timezone = ['The selected timezone is not valid.'];
    }
    if (Object.keys(errors).length) throw validationError(errors);
  }

  private async collectRoleErrors(roleIds: number[], errors: Record<string, string[]>) {
    const existing = new Set(await new AdminUserRepository(this.db).existingRoleIds(roleIds));
    if (roleIds.some((roleId) => !existing.has(roleId))) {
      errors.roles = ['The selected roles are not valid.'];
    }
  }
}
