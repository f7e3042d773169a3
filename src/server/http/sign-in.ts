import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import { REMEMBER_LIFETIME_MS, SESSION_COOKIE } from '../modules/sessions';
import { buildBootstrapData } from '../render/bootstrap-data';
import { isSecureRequest, setXsrfCookie } from './request-context';
import { xsrfBinding } from './xsrf';

function header(request: FastifyRequest, name: string): string | null {
  if (!request.server.config.trustProxy) return null;
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 100) ?? null;
}

/** After the session changes, the XSRF token is re-issued for the new binding. */
export function renewXsrf(request: FastifyRequest, reply: FastifyReply): void {
  request.xsrfToken = request.server.services.xsrf.issue(xsrfBinding(request.session?.id ?? null));
  setXsrfCookie(request, reply);
}

/**
 * Signs a user in on this response: ends the request's previous session, starts a new one with a
 * fresh id, sets the cookies and answers the new bootstrap data. Used by login, two-factor,
 * registration and social login.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  remember: boolean,
): Promise<{ bootstrapData: BootstrapData }> {
  const { sessions, users } = request.server.services;
  if (request.session) await sessions.end(request.session.id);
  const { token, session } = await sessions.start({
    userId,
    remember,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    city: header(request, 'cf-ipcity'),
    country: header(request, 'cf-ipcountry'),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: request.server.config.basePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    ...(remember ? { maxAge: REMEMBER_LIFETIME_MS / 1000 } : {}),
  });
  request.session = session;
  request.authVia = 'session';
  request.user = await users.resource((await users.findById(userId))!);
  renewXsrf(request, reply);
  return { bootstrapData: await buildBootstrapData(request) };
}

/** Ends the request's session and answers guest bootstrap data. */
export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ bootstrapData: BootstrapData }> {
  if (request.session) await request.server.services.sessions.end(request.session.id);
  reply.clearCookie(SESSION_COOKIE, { path: request.server.config.basePath });
  request.session = null;
  request.user = null;
  request.authVia = null;
  renewXsrf(request, reply);
  return { bootstrapData: await buildBootstrapData(request) };
}
