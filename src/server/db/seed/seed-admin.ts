import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../modules/auth/password-hasher';
import type { Services } from '../../services';
import { PermissionRepository } from '../../modules/permissions/permission-repository';
import { RoleRepository } from '../../modules/roles/role-repository';
import { UserRepository } from '../../modules/users/user-repository';
import { nowIso } from '../dialect';

export interface CreatedAdmin {
  email: string;
  /** Set only when the password was generated, so it can be printed once. */
  generatedPassword: string | null;
}

/** The first administrator, created on an empty database from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function seedAdmin(services: Services): Promise<CreatedAdmin | null> {
  if ((await services.repositories.users.count()) > 0) return null;
  const { email, password } = services.config.admin;
  const generatedPassword = password ? null : randomBytes(12).toString('base64url');
  const hashed = await hashPassword(password ?? generatedPassword!);
  await services.db.transaction().execute(async (trx) => {
    const users = new UserRepository(trx);
    const roles = new RoleRepository(trx);
    const permissions = new PermissionRepository(trx);
    const admin = await users.create({
      email,
      name: 'Admin',
      password: hashed,
      email_verified_at: nowIso(),
    });
    await permissions.grant('user', admin.id, ['admin', 'admin.access']);
    const defaultRole = await roles.defaultRole();
    if (defaultRole) await roles.attachToUser(admin.id, [defaultRole.id]);
  });
  return { email, generatedPassword };
}
