import type { FastifyRequest } from 'fastify';
import { HttpError, unauthenticated } from './http-error';

/** Spec 6: a confirmed password stays valid for 9000 seconds. */
export const PASSWORD_CONFIRMATION_SECONDS = 9000;
export const PASSWORD_CONFIRMATION_REQUIRED = 'Password confirmation required.';

/** Whether the request's session confirmed the password within the last `seconds`. */
export function isPasswordRecentlyConfirmed(
  request: FastifyRequest,
  seconds = PASSWORD_CONFIRMATION_SECONDS,
): boolean {
  if (!request.session) return false;
  const confirmedAt = request.server.services.sessions.payload(
    request.session,
  ).password_confirmed_at;
  if (!confirmedAt) return false;
  return Date.now() - Date.parse(confirmedAt) <= seconds * 1000;
}

/**
 * Guards sensitive actions (account deletion, logging out other sessions, two-factor changes,
 * token creation): 423 until the password was confirmed recently. Token-authenticated requests
 * have no session and so must confirm through a browser session first.
 */
export function assertPasswordRecentlyConfirmed(request: FastifyRequest): void {
  if (!request.user) throw unauthenticated();
  if (!isPasswordRecentlyConfirmed(request))
    throw new HttpError(423, PASSWORD_CONFIRMATION_REQUIRED);
}

/** Records a successful confirmation on the current session. */
export async function markPasswordConfirmed(request: FastifyRequest): Promise<void> {
  if (!request.session) throw unauthenticated();
  request.session = await request.server.services.sessions.updatePayload(request.session, {
    password_confirmed_at: new Date().toISOString(),
  });
}
