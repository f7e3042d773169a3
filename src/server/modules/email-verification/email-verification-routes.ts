import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@common/api/responses';
import { unauthenticated } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import {
  resendVerificationSchema,
  validateVerificationCodeSchema,
} from './email-verification-schema';

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailVerification: verification } = app.services;
  const signedIn = { ...userAccess, allowUnverified: true } as const;

  app.post(
    '/api/v1/resend-email-verification',
    {
      config: signedIn,
      schema: {
        summary: 'Send a new email verification code',
        body: resendVerificationSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const user = await app.services.users.findById(request.user!.id);
      if (!user) throw unauthenticated();
      await verification.resend(user, request.body.email);
      return { message: 'Email sent' };
    },
  );

  app.post(
    '/api/v1/validate-email-verification-otp',
    {
      config: {
        ...signedIn,
        // per user, on top of the 5 attempts each code allows
        rateLimit: {
          ...app.services.rateLimits.route('verificationCodeCheck'),
          keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: 'Verify my email address with a code',
        body: validateVerificationCodeSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await verification.validate(request.user!.id, request.body.code);
      return { message: 'Your email has been verified.' };
    },
  );
};
