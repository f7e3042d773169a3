import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSecureRequest } from '../../http/request-context';

export const PENDING_LOGIN_COOKIE = 'two_factor_login';
/** How long the challenge may take after the password was accepted. */
export const PENDING_LOGIN_LIFETIME_MS = 10 * 60 * 1000;

const pendingLoginSchema = z.object({
  userId: z.number().int().positive(),
  remember: z.boolean(),
  expiresAt: z.number(),
  /** Ties the pending login to the password it was started with (see passwordStamp). */
  passwordStamp: z.string(),
});

export type PendingLogin = z.infer<typeof pendingLoginSchema>;

/** A fingerprint of the password hash: a password change voids pending logins started before. */
export function passwordStamp(passwordHash: string | null): string {
  return createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url')
    .slice(0, 16);
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: request.server.config.basePath,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request),
  };
}

/** Keeps the password-verified login in an encrypted cookie until the challenge succeeds. */
export function startPendingLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  login: Omit<PendingLogin, 'expiresAt'>,
): void {
  const pending: PendingLogin = { ...login, expiresAt: Date.now() + PENDING_LOGIN_LIFETIME_MS };
  reply.setCookie(
    PENDING_LOGIN_COOKIE,
    request.server.services.encrypter.encrypt(JSON.stringify(pending)),
    { ...cookieOptions(request), maxAge: PENDING_LOGIN_LIFETIME_MS / 1000 },
  );
}

/** The pending login of this browser, or null when absent, altered or expired. */
export function readPendingLogin(request: FastifyRequest): PendingLogin | null {
  const cookie = request.cookies[PENDING_LOGIN_COOKIE];
  if (!cookie) return null;
  try {
    const parsed = pendingLoginSchema.safeParse(
      JSON.parse(request.server.services.encrypter.decrypt(cookie)),
    );
    if (!parsed.success || parsed.data.expiresAt <= Date.now()) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export function clearPendingLogin(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PENDING_LOGIN_COOKIE, cookieOptions(request));
}
