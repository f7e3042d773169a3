import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@common/api/responses';
import { publicAccess } from '../../http/route-access';
import { forgotPasswordSchema, resetPasswordSchema } from './password-reset-schema';
import { PASSWORD_RESET_DONE, RESET_LINK_SENT } from './password-reset-service';

function emailAndIp(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordResets: resets, rateLimits } = app.services;

  app.post(
    '/auth/forgot-password',
    {
      config: {
        ...publicAccess,
        rateLimit: {
          ...rateLimits.route('forgotPassword'),
          // once the body is parsed, before it is validated: refused attempts count too
          hook: 'preValidation',
          keyGenerator: emailAndIp,
        },
      },
      schema: {
        summary: 'Mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      // Not awaited: the answer takes the same time whether or not the account exists.
      void resets.sendResetLink(request.body.email).catch((error: unknown) => {
        request.log.error({ err: error }, 'could not send the password reset link');
      });
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { ...publicAccess, rateLimit: rateLimits.route('passwordReset') },
      schema: {
        summary: 'Reset a password with a mailed token',
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await resets.resetPassword(request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
