import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSubscription } from '@common/api/admin-billing';
import { paginated } from '@common/api/responses';
import { permissionAccess } from '../../http/route-access';
import {
  subscriptionCancelBody,
  subscriptionExtendBody,
  subscriptionGrantBody,
  subscriptionIdParam,
  subscriptionListQuery,
  subscriptionPlanChangeBody,
} from './subscription-admin-schema';

const access = permissionAccess('subscriptions.update', true);
const PATH = '/api/v1/admin/subscriptions';
const answer = { 200: z.object({ subscription: adminSubscription }) };
const GATEWAY_NOTE = 'A Stripe or PayPal subscription changes there first (502 if it fails).';

/** Members' subscriptions in the admin (issue 16); every route needs subscriptions.update. */
export const subscriptionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptionAdmin } = app.services;

  app.get(
    PATH,
    {
      config: access,
      schema: {
        summary: 'List subscriptions',
        description: '`query` searches the members’ names and emails.',
        querystring: subscriptionListQuery,
        response: { 200: paginated(adminSubscription) },
      },
    },
    async ({ query }) => subscriptionAdmin.list(query),
  );

  app.get(
    `${PATH}/:id`,
    {
      config: access,
      schema: { summary: 'A subscription', params: subscriptionIdParam, response: answer },
    },
    async ({ params }) => ({ subscription: await subscriptionAdmin.show(params.id) }),
  );

  app.post(
    PATH,
    {
      config: access,
      schema: {
        summary: 'Grant a member a subscription (paid through no gateway)',
        body: subscriptionGrantBody,
        response: answer,
      },
    },
    async ({ body }) => ({ subscription: await subscriptionAdmin.grant(body) }),
  );

  app.post(
    `${PATH}/:id/cancel`,
    {
      config: access,
      schema: {
        summary: 'Cancel a subscription at the end of its period, or immediately',
        description: GATEWAY_NOTE,
        params: subscriptionIdParam,
        body: subscriptionCancelBody,
        response: answer,
      },
    },
    async ({ params, body }) => ({
      subscription: await subscriptionAdmin.cancel(params.id, body.immediately ?? false),
    }),
  );

  app.post(
    `${PATH}/:id/resume`,
    {
      config: access,
      schema: {
        summary: 'Resume a cancelled subscription before it ends',
        description: GATEWAY_NOTE,
        params: subscriptionIdParam,
        body: z.strictObject({}),
        response: answer,
      },
    },
    async ({ params }) => ({ subscription: await subscriptionAdmin.resume(params.id) }),
  );

  app.post(
    `${PATH}/:id/change-plan`,
    {
      config: access,
      schema: {
        summary: 'Move a subscription to another plan or price',
        description: GATEWAY_NOTE,
        params: subscriptionIdParam,
        body: subscriptionPlanChangeBody,
        response: answer,
      },
    },
    async ({ params, body }) => ({
      subscription: await subscriptionAdmin.changePlan(params.id, body.productId, body.priceId),
    }),
  );

  app.post(
    `${PATH}/:id/extend`,
    {
      config: access,
      schema: {
        summary: 'Move the end of a granted subscription',
        description: 'Only subscriptions granted here (gateway none).',
        params: subscriptionIdParam,
        body: subscriptionExtendBody,
        response: answer,
      },
    },
    async ({ params, body }) => ({
      subscription: await subscriptionAdmin.extend(params.id, body.ends_at),
    }),
  );
};
