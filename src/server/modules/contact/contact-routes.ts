import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@common/api/responses';
import { publicAccess } from '../../http/route-access';
import { contactMessageInput } from './contact-schema';

/** POST contact-page (spec 7.6): anyone may write to the site, a few times per address. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact, rateLimits } = app.services;

  app.post(
    '/api/v1/contact-page',
    {
      config: publicAccess,
      schema: {
        summary: 'Send a message to the site',
        body: contactMessageInput,
        response: { 200: messageResponse },
      },
    },
    async ({ body, ip }) => {
      await rateLimits.assertAllowed('contact', ip);
      await contact.assertHuman(body.recaptcha_token, ip);
      // Counted before sending, so failing mail servers cannot be hammered either.
      await rateLimits.record('contact', ip);
      return contact.send(body);
    },
  );
};
