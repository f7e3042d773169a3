import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { signIn } from '../../http/sign-in';
import { registrationSchema } from './registration-schema';

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { registration, emailVerification: verification, settings, rateLimits } = app.services;

  app.post(
    '/auth/register',
    {
      // every attempt counts, so the taken-email answer cannot be used to list accounts
      config: { ...publicAccess, rateLimit: rateLimits.route('registration') },
    },
    async (request, reply) => {
      await registration.assertOpen();
      const { registration: rules } = await settings.all();
      const input = parseInput(registrationSchema(rules.policies), request.body);
      const { user, needsEmailVerification } = await registration.register(input, request.ip);
      const { bootstrapData } = await signIn(request, reply, user.id, false);
      if (!needsEmailVerification) return { status: 'success', bootstrapData };
      // The account exists either way; a failed send is logged and the user can ask for a resend.
      await verification.sendCode(user).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not send the email verification code');
      });
      return { status: 'needs_email_verification', bootstrapData };
    },
  );
}
