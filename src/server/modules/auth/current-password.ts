import type { FastifyRequest } from 'fastify';
import { unauthenticated, validationError } from '../../http/http-error';
import { attemptsLockoutMessage, LoginThrottle } from './login-throttle';
import { verifyPassword } from './password-hasher';

export const INCORRECT_PASSWORD = 'This password is incorrect.';

const FAILURES_PER_MINUTE = 5;

/**
 * One failure counter per app (keyed by its services object, which every encapsulated plugin
 * shares), so confirm-password, password change and logout-other share a user's 5 tries a minute.
 */
const throttles = new WeakMap<object, LoginThrottle>();

function throttleFor(request: FastifyRequest): LoginThrottle {
  const owner = request.server.services;
  let throttle = throttles.get(owner);
  if (!throttle) {
    throttle = new LoginThrottle(FAILURES_PER_MINUTE, 60_000, Date.now, attemptsLockoutMessage);
    throttles.set(owner, throttle);
  }
  return throttle;
}

/**
 * Checks the signed-in user's password (429 after 5 failures a minute for that user); a wrong
 * one is a 422 on `field`. Accounts without a password (social-only) never match.
 */
export async function assertCurrentPassword(
  request: FastifyRequest,
  password: string,
  field: string,
  message = INCORRECT_PASSWORD,
): Promise<void> {
  if (!request.user) throw unauthenticated();
  const throttle = throttleFor(request);
  const key = `user:${request.user.id}`;
  throttle.assertAllowed(key);
  const row = await request.server.services.users.findById(request.user.id);
  if (!(await verifyPassword(row?.password ?? null, password))) {
    throttle.recordFailure(key);
    throw validationError({ [field]: [message] });
  }
  throttle.clear(key);
}
