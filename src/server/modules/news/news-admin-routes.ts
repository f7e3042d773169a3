import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminNewsResponse, adminNewsSummary } from '@common/api/admin-news';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import {
  newsAdminListQuery,
  newsCreateInput,
  newsIdParam,
  newsIdsParam,
  newsUpdateInput,
} from './news-admin-schema';

const access = permissionAccess('news.update', true);
const PATH = '/api/v1/admin/news';

/** News articles in the admin (issue 15): drafts and published ones. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsAdmin } = app.services;

  app.get(
    PATH,
    {
      config: access,
      schema: {
        summary: 'List news articles, drafts too',
        querystring: newsAdminListQuery,
        response: { 200: paginated(adminNewsSummary) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await newsAdmin.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    `${PATH}/:id`,
    {
      config: access,
      schema: {
        summary: 'Get a news article with its body',
        params: newsIdParam,
        response: { 200: adminNewsResponse },
      },
    },
    async ({ params }) => ({ article: await newsAdmin.get(params.id) }),
  );

  app.post(
    PATH,
    {
      config: access,
      schema: {
        summary: 'Write a news article',
        description: 'A draft unless `state` is published; the body HTML is sanitised.',
        body: newsCreateInput,
        response: { 200: adminNewsResponse },
      },
    },
    async ({ user, body }) => ({ article: await newsAdmin.create(user!.id, body) }),
  );

  app.put(
    `${PATH}/:id`,
    {
      config: access,
      schema: {
        summary: 'Edit, publish or unpublish a news article',
        description: 'Only the fields sent change.',
        params: newsIdParam,
        body: newsUpdateInput,
        response: { 200: adminNewsResponse },
      },
    },
    async ({ params, body }) => ({ article: await newsAdmin.update(params.id, body) }),
  );

  app.delete(
    `${PATH}/:ids`,
    {
      config: access,
      schema: {
        summary: 'Delete news articles',
        description: `The ids are comma-separated: \`${PATH}/1,2,3\`; their comments go with them.`,
        params: newsIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await newsAdmin.delete(params.ids);
      return { message: 'News articles deleted.' };
    },
  );
};
