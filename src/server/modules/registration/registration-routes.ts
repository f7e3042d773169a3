import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationResponse } from '@common/api/auth';
import { publicAccess } from '../../http/route-access';
import { signIn } from '../../http/sign-in';
import { registrationBaseSchema, registrationSchema } from './registration-schema';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration, emailVerification: verification, settings, rateLimits } = app.services;

  app.post(
    '/auth/register',
    {
      // every attempt counts, so the taken-email answer cannot be used to list accounts
      config: { ...publicAccess, rateLimit: rateLimits.route('registration') },
      /**
       * A closed registration is refused before the body is read. The policy flags are named by
       * the site's settings, so they are checked here with the rest of the body, every field's
       * messages in one answer; the route's schema then reads the fields every site has.
       */
      preValidation: async (request) => {
        await registration.assertOpen(request.body);
        const { registration: rules } = await settings.all();
        registrationSchema(rules.policies).parse(request.body ?? {});
      },
      schema: {
        summary: 'Register an account',
        body: registrationBaseSchema,
        response: { 200: registrationResponse },
      },
    },
    async (request, reply) => {
      const { user, needsEmailVerification } = await registration.register(
        request.body,
        request.ip,
      );
      const { bootstrapData } = await signIn(request, reply, user.id, false);
      if (!needsEmailVerification) return { status: 'success' as const, bootstrapData };
      // The account exists either way; a failed send is logged and the user can ask for a resend.
      await verification.sendCode(user).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not send the email verification code');
      });
      return { status: 'needs_email_verification' as const, bootstrapData };
    },
  );
};
