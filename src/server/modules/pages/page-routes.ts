import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customPageRecord, customPageResponse } from '@common/api/pages';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { requestedRelations } from '../../http/relation-params';
import { permissionAccess, publicAccess } from '../../http/route-access';
import {
  customPageIdParam,
  customPageInput,
  customPageListQuery,
  customPageQuery,
  idOrSlugParam,
  idsParam,
} from './custom-page-schema';

const manage = permissionAccess('custom_pages.update', true);
const pageResponse = { 200: z.object({ page: customPageRecord }) };

/** Custom pages (spec 2.7, 7.6): public reading by id or slug, management in the admin. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pages } = app.services;

  app.get(
    '/api/v1/custom-pages',
    {
      config: manage,
      schema: {
        summary: 'List custom pages',
        querystring: customPageListQuery,
        response: { 200: paginated(customPageRecord) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await pages.list(query, requestedRelations(query));
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.post(
    '/api/v1/custom-pages',
    {
      config: manage,
      schema: { summary: 'Create a custom page', body: customPageInput, response: pageResponse },
    },
    async ({ body, user }) => ({ page: await pages.create(body, user?.id ?? null) }),
  );

  app.put(
    '/api/v1/custom-pages/:id',
    {
      config: manage,
      schema: {
        summary: 'Update a custom page',
        params: customPageIdParam,
        body: customPageInput,
        response: pageResponse,
      },
    },
    async ({ params, body }) => ({ page: await pages.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/custom-pages/:ids',
    {
      config: manage,
      schema: {
        summary: 'Delete custom pages',
        params: idsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await pages.delete(params.ids);
      return { message: 'Pages deleted.' };
    },
  );

  app.get(
    '/api/v1/custom-pages/:idOrSlug',
    {
      config: publicAccess,
      schema: {
        summary: 'Read a custom page by id or slug',
        params: idOrSlugParam,
        querystring: customPageQuery,
        response: { 200: customPageResponse },
      },
    },
    async ({ params, query }) => pages.publicPage(params.idOrSlug, requestedRelations(query)),
  );
};
