import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hasPermission } from '@common/permissions/permission-check';
import type { User } from '@common/users/user';
import { forbidden, notFound, unauthenticated } from '../../http/http-error';

export const userIdParam = z.union([
  z.literal('me'),
  z.coerce
    .number({ message: 'The user id must be a positive number.' })
    .int('The user id must be a positive number.')
    .positive('The user id must be a positive number.'),
]);

/** The params of a users/{id} route. */
export const targetUserParams = z.strictObject({ id: userIdParam });

export interface TargetUser {
  user: User;
  isSelf: boolean;
}

/**
 * The user a /users/{id} route acts on: the caller ('me' or their own id), or anyone with
 * users.update. Permission is checked before existence so ids cannot be probed.
 */
export async function resolveTargetUser(
  request: FastifyRequest,
  id: z.output<typeof userIdParam>,
): Promise<TargetUser> {
  const current = request.user;
  if (!current) throw unauthenticated();
  if (id === 'me' || id === current.id) return { user: current, isSelf: true };
  if (!hasPermission({ user: current, guestRole: null }, 'users.update')) throw forbidden();
  const { users } = request.server.services;
  const row = await users.findById(id);
  if (!row) throw notFound('User not found.');
  return { user: await users.resource(row), isSelf: false };
}
