import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCreditRecord } from '@common/api/admin-credits';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { requestPermissions } from '../../http/request-permissions';
import { permissionAccess, userAccess } from '../../http/route-access';
import { toTarget } from './admin-target-schema';
import { routeIdParam } from './catalogue-params';
import {
  creditCreateInput,
  creditIdsParam,
  creditListQuery,
  creditReorderInput,
  creditUpdateInput,
} from './credit-admin-schema';

const manage = permissionAccess('titles.update', true);
const creditResponse = { 200: z.object({ credit: adminCreditRecord }) };
const idParam = z.object({ id: routeIdParam });

/** Cast and crew of titles, seasons and episodes in the admin (issue 14). */
export const creditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { creditAdmin } = app.services;

  app.get(
    '/api/v1/admin/credits',
    {
      // titles.update for a scope's credits, people.update for a person's: checked by the service
      config: userAccess,
      schema: {
        summary: 'List credits (admin)',
        description:
          "A title's, season's or episode's cast or crew in order (titleId, season, episode, kind; needs titles.update), or a person's credits (personId; needs people.update).",
        querystring: creditListQuery,
        response: { 200: paginated(adminCreditRecord) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await creditAdmin.list(
        toTarget(query),
        query,
        requestPermissions(request),
      );
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/admin/credits/:id',
    {
      config: manage,
      schema: { summary: 'Get a credit', params: idParam, response: creditResponse },
    },
    async ({ params }) => ({ credit: await creditAdmin.get(params.id) }),
  );

  app.post(
    '/api/v1/admin/credits',
    {
      config: manage,
      schema: {
        summary: 'Add a credit',
        description: "Appended after the scope's last cast or crew credit.",
        body: creditCreateInput,
        response: creditResponse,
      },
    },
    async ({ body }) => ({ credit: await creditAdmin.create(body) }),
  );

  app.post(
    '/api/v1/admin/credits/reorder',
    {
      config: manage,
      schema: {
        summary: 'Reorder credits',
        description: "The ids of a scope's cast or crew in their new order.",
        body: creditReorderInput,
        response: { 200: messageResponse },
      },
    },
    async ({ body }) => {
      await creditAdmin.reorder(body);
      return { message: 'Credits reordered.' };
    },
  );

  app.put(
    '/api/v1/admin/credits/:id',
    {
      config: manage,
      schema: {
        summary: 'Update a credit',
        params: idParam,
        body: creditUpdateInput,
        response: creditResponse,
      },
    },
    async ({ params, body }) => ({ credit: await creditAdmin.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/admin/credits/:ids',
    {
      config: manage,
      schema: {
        summary: 'Delete credits',
        description: 'The ids are comma-separated.',
        params: creditIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await creditAdmin.delete(params.ids);
      return { message: 'Credits deleted.' };
    },
  );
};
