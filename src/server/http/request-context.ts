import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@common/permissions/permission-check';
import { XSRF_COOKIE, XSRF_HEADER } from '@common/http/paths';
import { SESSION_COOKIE } from '../modules/sessions';
import { forbidden, HttpError, unauthenticated } from './http-error';
import { dropMethodParam } from './method-override';
import { xsrfBinding } from './xsrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.appUrl.startsWith('https://');
}

export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
    path: request.server.config.basePath,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    httpOnly: false,
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/** API tokens authenticate API routes when the API is integrated; they never need XSRF. */
async function resolveTokenIdentity(request: FastifyRequest, token: string): Promise<void> {
  const { accessTokens, users, settings } = request.server.services;
  if (!(await settings.all()).api.integrated) return;
  const userId = await accessTokens.authenticate(token);
  const row = userId === null ? undefined : await users.findById(userId);
  if (!row) throw unauthenticated('The API token is invalid.');
  request.user = await users.resource(row);
  request.authVia = 'token';
}

/** Loads the session and user for requests that reach an API route or a page. */
async function resolveIdentity(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { sessions, users } = request.server.services;
  const bearer = bearerToken(request);
  if (bearer && request.routeOptions.config.access !== undefined) {
    return resolveTokenIdentity(request, bearer);
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const session = await sessions.resolve(token);
  const row = session ? await users.findById(session.user_id) : undefined;
  if (!session || !row) {
    reply.clearCookie(SESSION_COOKIE, { path: request.server.config.basePath });
    return;
  }
  request.session = session;
  request.user = await users.resource(row);
  request.authVia = 'session';
}

function prepareXsrf(request: FastifyRequest): void {
  const { xsrf } = request.server.services;
  const binding = xsrfBinding(request.session?.id ?? null);
  const cookie = request.cookies[XSRF_COOKIE];
  if (xsrf.isValid(cookie, binding)) {
    request.xsrfToken = cookie!;
  } else {
    request.xsrfToken = xsrf.issue(binding);
    request.xsrfRenew = true;
  }
}

/** State-changing requests authenticated by cookie must echo the XSRF cookie in X-XSRF-TOKEN. */
function checkXsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method) || request.authVia === 'token' || request.is404) return;
  if (request.routeOptions.config.xsrf === false) return;
  const header = request.headers[XSRF_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  const binding = xsrfBinding(request.session?.id ?? null);
  if (
    !given ||
    given !== request.cookies[XSRF_COOKIE] ||
    !request.server.services.xsrf.isValid(given, binding)
  ) {
    throw new HttpError(403, 'CSRF token mismatch. Reload the page and try again.');
  }
}

/** Banned users, and unverified ones when confirmation is required, only reach routes that allow them. */
async function checkAccountState(request: FastifyRequest): Promise<void> {
  const { user } = request;
  const config = request.routeOptions.config;
  if (!user || config.access === undefined) return;
  if (user.banned_at && !config.allowBanned) throw forbidden('Your account is suspended.');
  if (!user.email_verified_at && !config.allowUnverified) {
    const { require_email_confirmation } = await request.server.services.settings.all();
    if (require_email_confirmation) throw forbidden('Please verify your email address.');
  }
}

async function checkAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (!access || access === 'public') return;
  if (access === 'user') {
    if (!request.user) throw unauthenticated();
    return;
  }
  if (!request.user && access.login) throw unauthenticated();
  const guestRole = request.user ? null : await request.server.services.permissions.guestRole();
  if (!hasPermission({ user: request.user, guestRole }, access.permission)) {
    throw request.user ? forbidden() : unauthenticated();
  }
}

function readWorkspaceId(request: FastifyRequest): void {
  for (const source of [request.query, request.body]) {
    if (typeof source !== 'object' || source === null || !('workspaceId' in source)) continue;
    const record = source as Record<string, unknown>;
    const value = Number(record.workspaceId);
    if (!Number.isInteger(value) || value < 0) {
      throw new HttpError(422, 'The workspace id must be a whole number.', {
        workspaceId: ['The workspace id must be a whole number.'],
      });
    }
    request.workspaceId = value;
    delete record.workspaceId;
  }
}

/** Identity, XSRF, access and the workspaceId and _method params for every API route and page. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('workspaceId', 0);
  app.decorateRequest('xsrfToken', '');
  app.decorateRequest('xsrfRenew', false);

  app.addHook('onRequest', async (request, reply) => {
    const { config } = request.routeOptions;
    const isPageOrApi = config.access !== undefined || config.page === true || request.is404;
    if (!isPageOrApi) return;
    await resolveIdentity(request, reply);
    prepareXsrf(request);
    if (request.xsrfRenew) setXsrfCookie(request, reply);
    checkXsrf(request);
    await checkAccountState(request);
    await checkAccess(request);
  });

  app.addHook('preValidation', async (request) => {
    readWorkspaceId(request);
    dropMethodParam(request);
  });
}
