import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { forgotPasswordSchema, resetPasswordSchema } from './password-reset-schema';
import { PASSWORD_RESET_DONE, RESET_LINK_SENT } from './password-reset-service';

function emailAndIp(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { passwordResets: resets, rateLimits } = app.services;

  app.post(
    '/auth/forgot-password',
    {
      config: {
        ...publicAccess,
        rateLimit: {
          ...rateLimits.route('forgotPassword'),
          hook: 'preHandler',
          keyGenerator: emailAndIp,
        },
      },
    },
    async (request) => {
      const { email } = parseInput(forgotPasswordSchema, request.body);
      // Not awaited: the answer takes the same time whether or not the account exists.
      void resets.sendResetLink(email).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not send the password reset link');
      });
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    { config: { ...publicAccess, rateLimit: rateLimits.route('passwordReset') } },
    async (request) => {
      const input = parseInput(resetPasswordSchema, request.body);
      await resets.resetPassword(input);
      return { message: PASSWORD_RESET_DONE };
    },
  );
}
