import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@common/api/responses';
import { userSession } from '@common/api/sessions';
import { userAccess } from '../../http/route-access';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { assertCurrentPassword, confirmPasswordSchema } from '../auth';
import { toUserSessionResource } from './user-session-resource';

/** The signed-in user's active sessions (spec 2.5, Active sessions). */
export const userSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.services;

  app.get(
    '/api/v1/user-sessions',
    {
      config: userAccess,
      schema: {
        summary: 'List my active sessions',
        response: { 200: z.object({ sessions: z.array(userSession) }) },
      },
    },
    async (request) => {
      const rows = await sessions.forUser(request.user!.id);
      const currentId = request.session?.id ?? null;
      return { sessions: rows.map((row) => toUserSessionResource(row, currentId)) };
    },
  );

  /** Needs a recently confirmed password (spec 6, checked before the body) and the password. */
  app.post(
    '/api/v1/user-sessions/logout-other',
    {
      config: userAccess,
      preValidation: async (request) => assertPasswordRecentlyConfirmed(request),
      schema: {
        summary: 'Log out my other sessions',
        body: confirmPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await assertCurrentPassword(request, request.body.password, 'password');
      await sessions.endOthers(request.user!.id, request.session!.id);
      return { message: 'Logged out other sessions.' };
    },
  );
};
