import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bootstrapResponse } from '@common/api/bootstrap';
import { validationError } from '../../http/http-error';
import { publicAccess } from '../../http/route-access';
import { signIn } from '../../http/sign-in';
import {
  clearPendingLogin,
  passwordStamp,
  readPendingLogin,
  type PendingLogin,
} from './pending-login';
import {
  challengeSchema,
  INVALID_CODE,
  INVALID_RECOVERY_CODE,
  LOGIN_EXPIRED,
} from './two-factor-schema';
import type { TwoFactorService } from './two-factor-service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** POST auth/two-factor-challenge: the second step of a login started by auth/login. */
export function registerChallengeRoute(app: ZodApp, twoFactor: TwoFactorService): void {
  const { rateLimits } = app.services;

  /** The pending login's user, if it still has two-factor on and the same password. */
  async function pendingUser(pending: PendingLogin | null) {
    const user = pending ? await app.services.users.findById(pending.userId) : undefined;
    const current =
      user?.two_factor_confirmed_at && passwordStamp(user.password) === pending?.passwordStamp;
    return current ? user : null;
  }

  app.post(
    '/auth/two-factor-challenge',
    {
      config: publicAccess,
      schema: {
        summary: 'Finish a login with a two-factor or recovery code',
        body: challengeSchema,
        response: { 200: bootstrapResponse },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const field = input.code !== undefined ? 'code' : 'recovery_code';
      const pending = readPendingLogin(request);
      const user = await pendingUser(pending);
      if (!pending || !user) {
        clearPendingLogin(request, reply);
        throw validationError({ [field]: [LOGIN_EXPIRED] });
      }

      const key = `${user.id}|${request.ip}`;
      await rateLimits.assertAllowed('twoFactorChallenge', key);
      const valid =
        input.code !== undefined
          ? await twoFactor.verifyLoginCode(user.id, input.code)
          : await twoFactor.useRecoveryCode(user.id, input.recovery_code!);
      if (!valid) {
        await rateLimits.record('twoFactorChallenge', key);
        throw validationError({
          [field]: [field === 'code' ? INVALID_CODE : INVALID_RECOVERY_CODE],
        });
      }
      await rateLimits.clear('twoFactorChallenge', key);
      clearPendingLogin(request, reply);
      return signIn(request, reply, user.id, pending.remember);
    },
  );
}
