import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPlan } from '@common/api/admin-billing';
import { messageResponse, paginated } from '@common/api/responses';
import { permissionAccess } from '../../http/route-access';
import {
  planCreateInput,
  planIdParam,
  planIdsParam,
  planListQuery,
  planUpdateInput,
} from './plan-admin-schema';

const access = permissionAccess('plans.update', true);
const PATH = '/api/v1/admin/plans';
const planAnswer = { 200: z.object({ plan: adminPlan }) };

/** Billing plans in the admin (issue 16); every route needs plans.update. */
export const planAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { planAdmin } = app.services;

  app.get(
    PATH,
    {
      config: access,
      schema: {
        summary: 'List billing plans',
        querystring: planListQuery,
        response: { 200: paginated(adminPlan) },
      },
    },
    async ({ query }) => planAdmin.list(query),
  );

  app.get(
    `${PATH}/:id`,
    {
      config: access,
      schema: {
        summary: 'A billing plan with its prices and permissions',
        params: planIdParam,
        response: planAnswer,
      },
    },
    async ({ params }) => ({ plan: await planAdmin.show(params.id) }),
  );

  app.post(
    PATH,
    {
      config: access,
      schema: {
        summary: 'Create a billing plan',
        description: 'A paid plan is created at every configured gateway first (502 if one fails).',
        body: planCreateInput,
        response: planAnswer,
      },
    },
    async ({ body }) => ({ plan: await planAdmin.create(body) }),
  );

  app.put(
    `${PATH}/:id`,
    {
      config: access,
      schema: {
        summary: 'Update a billing plan',
        description:
          'Only the fields sent change; `prices` and `permissions` replace the whole list. A ' +
          'changed price becomes a new price and the old one is archived (subscribers keep it).',
        params: planIdParam,
        body: planUpdateInput,
        response: planAnswer,
      },
    },
    async ({ params, body }) => ({ plan: await planAdmin.update(params.id, body) }),
  );

  app.delete(
    `${PATH}/:ids`,
    {
      config: access,
      schema: {
        summary: 'Delete billing plans',
        description: '409 while a plan has valid subscriptions.',
        params: planIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await planAdmin.delete(params.ids);
      return { message: 'Plans deleted.' };
    },
  );
};
