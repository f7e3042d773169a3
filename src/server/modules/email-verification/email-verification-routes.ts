import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../http/http-error';
import { userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { createEmailVerificationService } from './create-email-verification-service';
import {
  resendVerificationSchema,
  validateVerificationCodeSchema,
} from './email-verification-schema';

/** Per user, on top of the 5 attempts each code allows. */
const CODE_CHECKS_PER_MINUTE = 10;

export async function emailVerificationRoutes(app: FastifyInstance): Promise<void> {
  const verification = createEmailVerificationService(app);
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
        rateLimit: {
          max: CODE_CHECKS_PER_MINUTE,
          timeWindow: 60_000,
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
