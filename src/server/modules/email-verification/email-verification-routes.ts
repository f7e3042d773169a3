import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import {
  resendVerificationSchema,
  validateVerificationCodeSchema,
} from './email-verification-schema';

export async function emailVerificationRoutes(app: FastifyInstance): Promise<void> {
  const { emailVerification: verification } = app.services;
  const signedIn = { ...userAccess, allowUnverified: true } as const;

  app.post('/api/v1/resend-email-verification', { config: signedIn }, async (request) => {
    const { email } = parseInput(resendVerificationSchema, request.body);
    const user = await app.services.users.findById(request.user!.id);
    if (!user) throw unauthenticated();
    await verification.resend(user, email);
    return { message: 'Email sent' };
  });

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
    },
    async (request) => {
      const { code } = parseInput(validateVerificationCodeSchema, request.body);
      await verification.validate(request.user!.id, code);
      return { message: 'Your email has been verified.' };
    },
  );
}
