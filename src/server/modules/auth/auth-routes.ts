import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setXsrfCookie, isSecureRequest } from '../../http/request-context';
import { publicAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { xsrfBinding } from '../../http/xsrf';
import { buildBootstrapData } from '../../render/bootstrap-data';
import { REMEMBER_LIFETIME_MS, SESSION_COOKIE } from '../sessions/session-service';
import { loginSchema } from './auth-schema';
import { AuthService } from './auth-service';
import { LoginThrottle } from './login-throttle';

const FAILED_LOGINS_PER_MINUTE = 5;

/** After the session changes, the XSRF token must be re-issued for the new binding. */
function renewXsrf(request: FastifyRequest, reply: FastifyReply): void {
  request.xsrfToken = request.server.services.xsrf.issue(xsrfBinding(request.session?.id ?? null));
  setXsrfCookie(request, reply);
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { users, sessions } = app.services;
  const auth = new AuthService(users, sessions);
  const throttle = new LoginThrottle(FAILED_LOGINS_PER_MINUTE, 60_000);
  const basePath = app.config.basePath;

  app.post('/auth/login', { config: publicAccess }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const throttleKey = `${input.email.toLowerCase()}|${request.ip}`;
    throttle.assertAllowed(throttleKey);
    const { token, session } = await auth
      .login(input, {
        previousSessionId: request.session?.id ?? null,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      })
      .catch((error: unknown) => {
        throttle.recordFailure(throttleKey);
        throw error;
      });
    throttle.clear(throttleKey);
    reply.setCookie(SESSION_COOKIE, token, {
      path: basePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request),
      ...(input.remember ? { maxAge: REMEMBER_LIFETIME_MS / 1000 } : {}),
    });
    request.session = session;
    request.authVia = 'session';
    request.user = await users.resource((await users.findById(session.user_id))!);
    renewXsrf(request, reply);
    return { bootstrapData: await buildBootstrapData(request) };
  });

  app.post('/auth/logout', { config: publicAccess }, async (request, reply) => {
    await auth.logout(request.session?.id ?? null);
    reply.clearCookie(SESSION_COOKIE, { path: basePath });
    request.session = null;
    request.user = null;
    request.authVia = null;
    renewXsrf(request, reply);
    return { bootstrapData: await buildBootstrapData(request) };
  });
}
