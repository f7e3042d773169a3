import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { valueListsResponse } from '@common/api/value-lists';
import { publicAccess } from '../../http/route-access';
import { valueListParams } from './value-list-schema';

export const valueListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { valueLists } = app.services;

  /** GET value-lists/timezones,countries,localizations → only the named lists. */
  app.get(
    '/api/v1/value-lists/:names',
    {
      config: publicAccess,
      schema: {
        summary: 'Read option lists (timezones, countries, localizations)',
        params: valueListParams,
        response: { 200: valueListsResponse },
      },
    },
    async ({ params }) => valueLists.lists(params.names),
  );
};
