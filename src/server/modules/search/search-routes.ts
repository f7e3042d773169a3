import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchResponse } from '@common/api/search';
import { sendWithEtag } from '../../http/etag';
import { permissionAccess } from '../../http/route-access';
import { searchQuery } from './search-schema';

/** Full-text search over titles, people and news (issue 5): the type-ahead and /search. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;

  app.get(
    '/api/v1/search',
    {
      config: permissionAccess('titles.view'),
      schema: {
        summary: 'Search titles, people and news',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
      const { query, types, limit } = request.query;
      return sendWithEtag(request, reply, await search.cachedSearch(query, types, limit));
    },
  );
};
