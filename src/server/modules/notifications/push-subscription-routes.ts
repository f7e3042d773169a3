import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushPublicKeyResponse,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@common/api/notifications';
import { okResponse } from '@common/api/responses';
import { userAccess } from '../../http/route-access';
import { assertNotificationsIntegrated } from './notifications-enabled';

/** Browser notifications: the VAPID public key and this browser's push subscription. */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webPush, rateLimits } = app.services;
  app.addHook('onRequest', assertNotificationsIntegrated);

  app.get(
    '/api/v1/notifications/push/public-key',
    {
      config: userAccess,
      schema: {
        summary: "The site's Web Push (VAPID) public key",
        response: { 200: pushPublicKeyResponse },
      },
    },
    async () => ({ publicKey: await webPush.publicKey() }),
  );

  app.post(
    '/api/v1/notifications/push/subscriptions',
    {
      config: {
        ...userAccess,
        rateLimit: {
          ...rateLimits.route('pushSubscriptions'),
          hook: 'preHandler',
          keyGenerator: (request) => `push-subscriptions:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: "Subscribe this browser to my notifications (its push service's https endpoint)",
        body: pushSubscriptionBody,
        response: { 200: okResponse },
      },
    },
    async ({ user, body }) => {
      await webPush.subscribe(user!.id, { endpoint: body.endpoint, ...body.keys });
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/v1/notifications/push/subscriptions',
    {
      config: userAccess,
      schema: {
        summary: 'Unsubscribe a browser of mine from notifications',
        body: pushUnsubscribeBody,
        response: { 200: okResponse },
      },
    },
    async ({ user, body }) => {
      await webPush.unsubscribe(user!.id, body.endpoint);
      return { ok: true as const };
    },
  );
};
