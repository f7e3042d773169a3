import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPersonRecord, adminPersonRow } from '@common/api/admin-people';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { routeIdParam } from '../catalogue';
import {
  personAdminListQuery,
  personCreateInput,
  personIdsParam,
  personUpdateInput,
} from './person-admin-schema';

const personResponse = { 200: z.object({ person: adminPersonRecord }) };
const idParam = z.object({ id: routeIdParam });

/** People in the admin (issue 14): /admin/people list, new and edit. */
export const personAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { personAdmin } = app.services;

  app.get(
    '/api/v1/admin/people',
    {
      config: permissionAccess('people.update', true),
      schema: {
        summary: 'List people (admin)',
        description: 'The query searches names through the full-text index (best 300 matches).',
        querystring: personAdminListQuery,
        response: { 200: paginated(adminPersonRow) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await personAdmin.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/admin/people/:id',
    {
      config: permissionAccess('people.update', true),
      schema: { summary: 'Get a person (admin)', params: idParam, response: personResponse },
    },
    async ({ params }) => ({ person: await personAdmin.get(params.id) }),
  );

  app.post(
    '/api/v1/admin/people',
    {
      config: permissionAccess('people.create', true),
      schema: { summary: 'Create a person', body: personCreateInput, response: personResponse },
    },
    async ({ body }) => ({ person: await personAdmin.create(body) }),
  );

  app.put(
    '/api/v1/admin/people/:id',
    {
      config: permissionAccess('people.update', true),
      schema: {
        summary: 'Update a person',
        description: 'Only the fields sent change.',
        params: idParam,
        body: personUpdateInput,
        response: personResponse,
      },
    },
    async ({ params, body }) => ({ person: await personAdmin.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/admin/people/:ids',
    {
      config: permissionAccess('people.delete', true),
      schema: {
        summary: 'Delete people',
        description:
          'The ids are comma-separated. Their credits, images, visits and channel items go too.',
        params: personIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await personAdmin.delete(params.ids);
      return { message: 'People deleted.' };
    },
  );
};
