import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import {
  adminUserListQuery,
  banInput,
  createUserInput,
  setPasswordInput,
  updateUserInput,
  userIdParams,
  userIdsParams,
  userTokenParams,
} from './admin-user-schema';

const access = permissionAccess('users.update', true);

/**
 * Users administration (spec 2.9), all needing users.update. Everything lives under
 * /api/v1/admin/users so it never meets the own-account routes at /api/v1/users/{id};
 * GET and POST /api/v1/users are the same list and create, as issue 4 names them.
 */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const { adminUsers: admin, accessTokens } = app.services;

  for (const path of ['/api/v1/admin/users', '/api/v1/users']) {
    /** ?page&perPage&orderBy&orderDir&query&role&banned&verified&subscribed&ids → pagination. */
    app.get(path, { config: access }, async (request) =>
      admin.list(parseInput(adminUserListQuery, request.query)),
    );

    /** {email, name, password, roles?, email_verified?} → {user}. */
    app.post(path, { config: access }, async (request) => ({
      user: await admin.create(parseInput(createUserInput, request.body)),
    }));
  }

  app.get('/api/v1/admin/users/:id', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    return { user: await admin.show(id) };
  });

  /** {name, first_name, last_name, email, roles, permissions, email_verified, language, …} → {user}. */
  app.put('/api/v1/admin/users/:id', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    return { user: await admin.update(id, parseInput(updateUserInput, request.body)) };
  });

  /** Bulk delete of comma-joined ids; never the caller, never the last administrator. */
  app.delete('/api/v1/admin/users/:ids', { config: access }, async (request) => {
    const { ids } = parseInput(userIdsParams, request.params);
    await admin.delete(request.user!.id, ids);
    return { message: 'Deleted' };
  });

  app.post('/api/v1/admin/users/:id/ban', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    const { reason } = parseInput(banInput, request.body);
    return { user: await admin.ban(request.user!.id, id, reason || null) };
  });

  app.post('/api/v1/admin/users/:id/unban', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    return { user: await admin.unban(id) };
  });

  app.post('/api/v1/admin/users/:id/reset-two-factor', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    return { user: await admin.resetTwoFactor(id) };
  });

  app.post('/api/v1/admin/users/:id/password', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    const { password } = parseInput(setPasswordInput, request.body);
    await admin.setPassword(id, password);
    return { message: 'Password updated' };
  });

  app.post('/api/v1/admin/users/:id/end-sessions', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    return { ended: await admin.endSessions(id) };
  });

  app.get('/api/v1/admin/users/:id/tokens', { config: access }, async (request) => {
    const { id } = parseInput(userIdParams, request.params);
    await admin.show(id);
    return { tokens: await accessTokens.list(id) };
  });

  app.delete('/api/v1/admin/users/:id/tokens/:tokenId', { config: access }, async (request) => {
    const { id, tokenId } = parseInput(userTokenParams, request.params);
    if (!(await accessTokens.delete(id, tokenId))) throw notFound('Token not found.');
    return { message: 'Deleted' };
  });
}
