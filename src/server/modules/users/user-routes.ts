import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDeleted } from '@common/api/auth';
import { userResponse } from '@common/api/users';
import { forbidden } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { signOut } from '../../http/sign-in';
import { relationParams } from '../../http/validation';
import { accountDetailsSchema, deleteUserQuerySchema, localeSchema } from './user-schema';
import { resolveTargetUser, targetUserParams } from './user-target';

const userQuery = z.strictObject({ ...relationParams });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userAccounts: accounts } = app.services;

  /** A user's own record; other users' records only with users.update (private data). */
  app.get(
    '/api/v1/users/:id',
    {
      config: userAccess,
      schema: {
        summary: 'A user (mine: users/me)',
        params: targetUserParams,
        querystring: userQuery,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { user } = await resolveTargetUser(request, request.params.id);
      return { user };
    },
  );

  /** PUT users/{id}: account details → {user}. */
  app.put(
    '/api/v1/users/:id',
    {
      config: userAccess,
      schema: {
        summary: 'Update account details',
        params: targetUserParams,
        body: accountDetailsSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { user } = await resolveTargetUser(request, request.params.id);
      return { user: await accounts.updateDetails(user.id, request.body) };
    },
  );

  /**
   * DELETE users/{id}?deleteCurrentUser=1. Deleting one's own account needs a recently confirmed
   * password and signs out; deleting another account needs users.update (resolveTargetUser).
   */
  app.delete(
    '/api/v1/users/:id',
    {
      config: userAccess,
      schema: {
        summary: 'Delete an account',
        params: targetUserParams,
        querystring: deleteUserQuerySchema,
        response: { 200: accountDeleted },
      },
    },
    async (request, reply) => {
      const { deleteCurrentUser } = request.query;
      const { user, isSelf } = await resolveTargetUser(request, request.params.id);
      if (deleteCurrentUser && !isSelf) throw forbidden();
      if (!isSelf) {
        await accounts.deleteAccount(user);
        return { message: 'Account deleted' };
      }
      assertPasswordRecentlyConfirmed(request);
      await accounts.deleteAccount(user);
      const { bootstrapData } = await signOut(request, reply);
      return { message: 'Account deleted', bootstrapData };
    },
  );

  /** POST users/me/locale {locale} → {locale}. */
  app.post(
    '/api/v1/users/me/locale',
    {
      config: userAccess,
      schema: {
        summary: 'Set my language',
        body: localeSchema,
        response: { 200: z.object({ locale: z.string() }) },
      },
    },
    async (request) => {
      const { locale } = request.body;
      await accounts.setLanguage(request.user!.id, locale);
      return { locale };
    },
  );
};
