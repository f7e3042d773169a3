import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse } from '@common/api/auth';
import { bootstrapResponse } from '@common/api/bootstrap';
import { publicAccess } from '../../http/route-access';
import { signIn, signOut } from '../../http/sign-in';
import { passwordStamp, startPendingLogin } from '../two-factor';
import { loginSchema } from './auth-schema';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, rateLimits } = app.services;

  /** With two-factor on, the password only opens the challenge (auth/two-factor-challenge). */
  app.post(
    '/auth/login',
    {
      config: publicAccess,
      schema: { summary: 'Log in', body: loginSchema, response: { 200: loginResponse } },
    },
    async (request, reply) => {
      const input = request.body;
      const throttleKey = `${input.email.toLowerCase()}|${request.ip}`;
      await rateLimits.assertAllowed('login', throttleKey);
      const user = await auth.checkCredentials(input).catch(async (error: unknown) => {
        await rateLimits.record('login', throttleKey);
        throw error;
      });
      await rateLimits.clear('login', throttleKey);
      if (user.two_factor_confirmed_at) {
        startPendingLogin(request, reply, {
          userId: user.id,
          remember: input.remember,
          passwordStamp: passwordStamp(user.password),
        });
        return { two_factor: true as const };
      }
      return signIn(request, reply, user.id, input.remember);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { ...publicAccess, allowBanned: true, allowUnverified: true },
      schema: { summary: 'Log out', response: { 200: bootstrapResponse } },
    },
    async (request, reply) => signOut(request, reply),
  );
};
