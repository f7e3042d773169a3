import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenList } from '@common/api/access-tokens';
import { messageResponse, paginated } from '@common/api/responses';
import { adminUserListItem, adminUserRecord, endedSessions } from '@common/api/users';
import { notFound } from '../../http/http-error';
import { permissionAccess } from '../../http/route-access';
import {
  adminUserListQuerystring,
  adminUserQuery,
  banInput,
  createUserInput,
  setPasswordInput,
  updateUserInput,
  userIdParams,
  userIdsParams,
  userTokenParams,
} from './admin-user-schema';

const access = permissionAccess('users.update', true);
const userAnswer = { 200: z.object({ user: adminUserRecord }) };

/**
 * Users administration (spec 2.9), all needing users.update. Everything lives under
 * /api/v1/admin/users so it never meets the own-account routes at /api/v1/users/{id};
 * GET and POST /api/v1/users are the same list and create, as issue 4 names them.
 */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminUsers: admin, accessTokens } = app.services;

  for (const path of ['/api/v1/admin/users', '/api/v1/users']) {
    /** ?page&perPage&orderBy&orderDir&query&role&banned&verified&subscribed&ids → pagination. */
    app.get(
      path,
      {
        config: access,
        schema: {
          summary: 'List users',
          querystring: adminUserListQuerystring,
          response: { 200: paginated(adminUserListItem) },
        },
      },
      async (request) => admin.list(request.query),
    );

    /** {email, name, password, roles?, email_verified?} → {user}. */
    app.post(
      path,
      {
        config: access,
        schema: { summary: 'Create a user', body: createUserInput, response: userAnswer },
      },
      async (request) => ({ user: await admin.create(request.body) }),
    );
  }

  app.get(
    '/api/v1/admin/users/:id',
    {
      config: access,
      schema: {
        summary: 'A user, for the admin',
        params: userIdParams,
        querystring: adminUserQuery,
        response: userAnswer,
      },
    },
    async (request) => ({ user: await admin.show(request.params.id) }),
  );

  /** {name, first_name, last_name, email, roles, permissions, email_verified, language, …} → {user}. */
  app.put(
    '/api/v1/admin/users/:id',
    {
      config: access,
      schema: {
        summary: 'Update a user',
        params: userIdParams,
        body: updateUserInput,
        response: userAnswer,
      },
    },
    async (request) => ({ user: await admin.update(request.params.id, request.body) }),
  );

  /** Bulk delete of comma-joined ids; never the caller, never the last administrator. */
  app.delete(
    '/api/v1/admin/users/:ids',
    {
      config: access,
      schema: {
        summary: 'Delete users',
        params: userIdsParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await admin.delete(request.user!.id, request.params.ids);
      return { message: 'Deleted' };
    },
  );

  app.post(
    '/api/v1/admin/users/:id/ban',
    {
      config: access,
      schema: { summary: 'Ban a user', params: userIdParams, body: banInput, response: userAnswer },
    },
    async (request) => ({
      user: await admin.ban(request.user!.id, request.params.id, request.body.reason || null),
    }),
  );

  app.post(
    '/api/v1/admin/users/:id/unban',
    {
      config: access,
      schema: { summary: 'Lift a ban', params: userIdParams, response: userAnswer },
    },
    async (request) => ({ user: await admin.unban(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/users/:id/reset-two-factor',
    {
      config: access,
      schema: {
        summary: "Turn a user's two-factor off",
        params: userIdParams,
        response: userAnswer,
      },
    },
    async (request) => ({ user: await admin.resetTwoFactor(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/users/:id/password',
    {
      config: access,
      schema: {
        summary: "Set a user's password",
        params: userIdParams,
        body: setPasswordInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await admin.setPassword(request.params.id, request.body.password);
      return { message: 'Password updated' };
    },
  );

  app.post(
    '/api/v1/admin/users/:id/end-sessions',
    {
      config: access,
      schema: {
        summary: "End a user's sessions",
        params: userIdParams,
        response: { 200: endedSessions },
      },
    },
    async (request) => ({ ended: await admin.endSessions(request.params.id) }),
  );

  app.get(
    '/api/v1/admin/users/:id/tokens',
    {
      config: access,
      schema: {
        summary: "A user's API tokens",
        params: userIdParams,
        response: { 200: accessTokenList },
      },
    },
    async (request) => {
      await admin.show(request.params.id);
      return { tokens: await accessTokens.list(request.params.id) };
    },
  );

  app.delete(
    '/api/v1/admin/users/:id/tokens/:tokenId',
    {
      config: access,
      schema: {
        summary: "Delete a user's API token",
        params: userTokenParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { id, tokenId } = request.params;
      if (!(await accessTokens.delete(id, tokenId))) throw notFound('Token not found.');
      return { message: 'Deleted' };
    },
  );
};
