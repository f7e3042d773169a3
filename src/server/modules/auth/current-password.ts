import type { FastifyRequest } from 'fastify';
import { unauthenticated, validationError } from '../../http/http-error';

export const INCORRECT_PASSWORD = 'This password is incorrect.';

/**
 * Checks the signed-in user's password; a wrong one is a 422 on `field`. Failures count against the
 * user's `currentPassword` limit, which confirm-password, password change and logout-other share.
 * Accounts without a password (social-only) never match.
 */
export async function assertCurrentPassword(
  request: FastifyRequest,
  password: string,
  field: string,
  message = INCORRECT_PASSWORD,
): Promise<void> {
  if (!request.user) throw unauthenticated();
  const { rateLimits, auth } = request.server.services;
  const key = `user:${request.user.id}`;
  await rateLimits.assertAllowed('currentPassword', key);
  if (!(await auth.passwordMatches(request.user.id, password))) {
    await rateLimits.record('currentPassword', key);
    throw validationError({ [field]: [message] });
  }
  await rateLimits.clear('currentPassword', key);
}
