import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse, paginated } from '@common/api/responses';
import { tagRecord } from '@common/api/tags';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { tagIdParam, tagIdsParam, tagInput, tagListQuery } from './tag-schema';

const manage = permissionAccess('tags.update', true);
const tagResponse = { 200: z.object({ tag: tagRecord }) };

/** Tag management in the admin (issue 4 item 10). */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tags } = app.services;

  app.get(
    '/api/v1/tags',
    {
      config: manage,
      schema: {
        summary: 'List tags',
        querystring: tagListQuery,
        response: { 200: paginated(tagRecord) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await tags.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/tags/:id',
    { config: manage, schema: { summary: 'Get a tag', params: tagIdParam, response: tagResponse } },
    async ({ params }) => ({ tag: await tags.get(params.id) }),
  );

  app.post(
    '/api/v1/tags',
    { config: manage, schema: { summary: 'Create a tag', body: tagInput, response: tagResponse } },
    async ({ body }) => ({ tag: await tags.create(body) }),
  );

  app.put(
    '/api/v1/tags/:id',
    {
      config: manage,
      schema: {
        summary: 'Update a tag',
        params: tagIdParam,
        body: tagInput,
        response: tagResponse,
      },
    },
    async ({ params, body }) => ({ tag: await tags.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/tags/:ids',
    {
      config: manage,
      schema: {
        summary: 'Delete tags',
        description: 'The ids are comma-separated: `/api/v1/tags/1,2,3`.',
        params: tagIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await tags.delete(params.ids);
      return { message: 'Tags deleted.' };
    },
  );
};
