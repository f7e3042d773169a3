import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personListResponse, personPageResponse } from '@common/api/people';
import { sendWithEtag } from '../../http/etag';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { routeIdParam } from '../catalogue';
import { personListQuery } from './person-schema';

const view = permissionAccess('titles.view');

/** People and their filmographies (issue 5). */
export const personRoutes: FastifyPluginAsyncZod = async (app) => {
  const { people } = app.services;

  app.get(
    '/api/v1/people',
    {
      config: view,
      schema: {
        summary: 'List people',
        querystring: personListQuery,
        response: { 200: personListResponse },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { rows, total } = await people.listCards(query);
      return sendWithEtag(
        request,
        reply,
        paginationResponse(rows, total, query.page, query.perPage),
      );
    },
  );

  app.get(
    '/api/v1/people/:personId',
    {
      config: view,
      schema: {
        summary: 'Get a person page',
        params: z.object({ personId: routeIdParam }),
        response: { 200: personPageResponse },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await people.page(request.params.personId)),
  );
};
