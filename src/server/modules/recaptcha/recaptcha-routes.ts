import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { humanCheckResponse } from '@common/api/auth';
import { RECAPTCHA_ACTIONS } from '@common/settings/site-settings';
import { publicAccess } from '../../http/route-access';

const verifySchema = z.strictObject({
  token: z
    .string({ message: 'The token field is required.' })
    .min(1, 'The token field is required.')
    .max(4000),
  action: z.enum(RECAPTCHA_ACTIONS, {
    message: `The action must be one of: ${RECAPTCHA_ACTIONS.join(', ')}.`,
  }),
});

export const recaptchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recaptcha, rateLimits } = app.services;

  /**
   * POST recaptcha/verify {token, action} → {success}. Passes when the check is off for the action.
   * Forms that need the check verify their own token again on submit; this answer only lets the
   * client stop early with 'Could not verify you are human.'.
   */
  app.post(
    '/api/v1/recaptcha/verify',
    {
      config: { ...publicAccess, rateLimit: rateLimits.route('recaptcha') },
      schema: {
        summary: 'Check a reCAPTCHA token',
        body: verifySchema,
        response: { 200: humanCheckResponse },
      },
    },
    async ({ body, ip }) => ({ success: await recaptcha.verify(body.token, body.action, ip) }),
  );
};
