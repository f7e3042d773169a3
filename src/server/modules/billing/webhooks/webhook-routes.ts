import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookReceived } from '@common/api/billing';
import { errorResponse } from '@common/api/responses';
import { publicAccess } from '../../../http/route-access';
import { WebhookSignatureError } from '../gateways/payment-gateway';

/**
 * The gateways' webhooks: no session and no XSRF (the gateway signs instead), the body kept as
 * raw bytes for the signature check, and a thin controller over WebhookService.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services;

  // this plugin's routes only: the signature covers the exact bytes the gateway sent
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  for (const gateway of ['stripe', 'paypal'] as const) {
    app.post(
      `/api/v1/billing/webhooks/${gateway}`,
      {
        config: { ...publicAccess, xsrf: false },
        schema: {
          summary: `Receive a ${gateway === 'stripe' ? 'Stripe' : 'PayPal'} webhook event`,
          description:
            'Verified on the raw body (400 when the signature does not verify); an event id seen ' +
            'before is answered 200 and changes nothing.',
          body: z.unknown(),
          response: { 200: webhookReceived, 400: errorResponse },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(',') : value,
          ]),
        );
        try {
          const result = await webhooks.receive(gateway, raw, headers);
          if (result.note) request.log.warn({ gateway }, `billing webhook: ${result.note}`);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          request.log.warn({ gateway }, `billing webhook refused: ${error.message}`);
          return reply.code(400).send({ message: error.message, errors: {} });
        }
        return { received: true as const };
      },
    );
  }
};
