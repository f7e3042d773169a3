import type { PublicUser } from '@common/catalogue/catalogue-types';
import type { User } from '@common/users/user';
import type { Db } from '../../db/connection';
import type { PermissionService } from '../permissions';
import { RoleRepository } from '../roles/role-repository';
import { UserRepository, type UserRow } from './user-repository';
import { toUserResource } from './user-resource';

/** What makes an administrator: every permission ('admin') and the admin area. */
export const ADMINISTRATOR_PERMISSIONS = ['admin', 'admin.access'];

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissions: PermissionService,
  ) {}

  /** Members' public faces (name and image) for many ids at once: reviews, comments, lists. */
  publicUsers(ids: number[]): Promise<Map<number, PublicUser>> {
    return this.users.publicUsers(ids);
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.users.findByEmail(email);
  }

  /**
   * Creates a user with the default role in one transaction. `password` is already hashed;
   * null for accounts that sign in only through a social provider.
   */
  async createUser(input: {
    email: string;
    name: string;
    password: string | null;
    emailVerified: boolean;
    first_name?: string | null;
    last_name?: string | null;
  }): Promise<UserRow> {
    return this.createUserWith(input, async () => undefined);
  }

  /**
   * An administrator with the default role, verified: the first one on an empty database, or
   * one the operator adds from the shell. `password` is already hashed (argon2id).
   */
  createAdministrator(input: { email: string; name: string; password: string }): Promise<UserRow> {
    return this.createUserWith({ ...input, emailVerified: true }, (trx, user) =>
      this.permissions.grantToUser(user.id, ADMINISTRATOR_PERMISSIONS, trx),
    );
  }

  /** The full user resource: row, roles, merged permissions and social profiles (three queries). */
  async resource(row: UserRow): Promise<User> {
    const [roles, permissions, social_profiles] = await Promise.all([
      this.roles.rolesForUser(row.id),
      this.permissions.forUser(row.id),
      this.users.socialProfiles(row.id),
    ]);
    return toUserResource(row, { roles, permissions, social_profiles });
  }

  /** Marks the user's email address as verified (kept when already verified). */
  markEmailVerified(userId: number): Promise<void> {
    return this.users.markEmailVerified(userId);
  }

  /** Replaces the user's password; `passwordHash` is already hashed (argon2id). */
  updatePassword(userId: number, passwordHash: string): Promise<void> {
    return this.users.updatePassword(userId, passwordHash);
  }

  /**
   * createUser plus an initial image, and `then` inside the same transaction for rows another
   * module needs with the new user (social login attaches its profile), so none is half-written.
   */
  async createUserWith(
    input: Parameters<UserService['createUser']>[0] & { image?: string | null },
    then: (trx: Db, user: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      const users = new UserRepository(trx);
      const roles = new RoleRepository(trx);
      const user = await users.create({
        email: input.email,
        name: input.name,
        password: input.password,
        first_name: input.first_name ?? null,
        last_name: input.last_name ?? null,
        image: input.image ?? null,
        email_verified_at: input.emailVerified ? new Date().toISOString() : null,
      });
      const defaultRole = await roles.defaultRole();
      if (defaultRole) await roles.attachToUser(user.id, [defaultRole.id]);
      await then(trx, user);
      return user;
    });
  }
}
