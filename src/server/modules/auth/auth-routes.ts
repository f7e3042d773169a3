import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { signIn, signOut } from '../../http/sign-in';
import { passwordStamp, startPendingLogin } from '../two-factor';
import { loginSchema } from './auth-schema';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth, rateLimits } = app.services;

  /** With two-factor on, the password only opens the challenge (auth/two-factor-challenge). */
  app.post('/auth/login', { config: publicAccess }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
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
      return { two_factor: true };
    }
    return signIn(request, reply, user.id, input.remember);
  });

  app.post(
    '/auth/logout',
    { config: { ...publicAccess, allowBanned: true, allowUnverified: true } },
    async (request, reply) => signOut(request, reply),
  );
}
