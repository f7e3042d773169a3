import type { FastifyInstance } from 'fastify';
import type { PermissionRestriction } from '@common/permissions/permission';
import { hashPassword } from '@server/modules/auth/password-hasher';
import type { UserRow } from '@server/modules/users/user-repository';

let sequence = 0;

export interface BuildUserOptions {
  email?: string;
  name?: string;
  password?: string;
  permissions?: string[];
  restrictions?: Record<string, PermissionRestriction[]>;
  withDefaultRole?: boolean;
  overrides?: Partial<UserRow>;
}

/** A user in the database, with the default role unless told otherwise, and a known password. */
export async function buildUser(app: FastifyInstance, options: BuildUserOptions = {}) {
  sequence++;
  const { users, roles, permissions } = app.services.repositories;
  const password = options.password ?? 'user-password';
  const user = await users.create({
    email: options.email ?? `user${sequence}-${Date.now()}@example.com`,
    name: options.name ?? `Test User ${sequence}`,
    password: await hashPassword(password),
    email_verified_at: new Date().toISOString(),
    ...options.overrides,
  });
  if (options.withDefaultRole !== false) {
    const role = await roles.defaultRole();
    if (role) await roles.attachToUser(user.id, [role.id]);
  }
  await permissions.grant('user', user.id, options.permissions ?? [], options.restrictions);
  return { ...user, password };
}
