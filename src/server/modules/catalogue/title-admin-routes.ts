import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTitleRecord,
  adminTitleRow,
  TITLE_LIMITS,
  TITLE_STATUSES,
  titleAdminCreateInput,
  titleAdminUpdateInput,
} from '@common/api/admin-titles';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { routeIdParam } from './catalogue-params';
import { titleAdminIdsParam, titleAdminListQuery } from './title-admin-schema';

const titleResponse = { 200: z.object({ title: adminTitleRecord }) };
const idParam = z.object({ id: routeIdParam });

const FIELD_RULES = [
  `type: movie or series (a series with seasons cannot become a movie);`,
  `name: required, up to ${TITLE_LIMITS.name} characters; original_name and tagline up to ${TITLE_LIMITS.tagline};`,
  `plot up to ${TITLE_LIMITS.plot}; certification up to ${TITLE_LIMITS.certification};`,
  `release_date: a real YYYY-MM-DD date (year follows it unless given);`,
  `year ${TITLE_LIMITS.yearMin}–${TITLE_LIMITS.yearMax}; runtime in minutes, 0–${TITLE_LIMITS.runtimeMax};`,
  `language: ISO 639-1 (en); country: ISO 3166-1 alpha-2 (US);`,
  `status: one of ${TITLE_STATUSES.join(', ')};`,
  `budget and revenue: whole numbers, 0–${TITLE_LIMITS.moneyMax};`,
  `poster and backdrop: an uploaded file (uploads/files/<uuid>), an /art/ path or an http(s) URL, up to ${TITLE_LIMITS.image} characters;`,
  `imdb_id: tt and 7–10 digits; tmdb_id: a positive whole number.`,
  `Empty strings are stored as null.`,
].join(' ');

/** Titles in the admin (issue 14): list, read, create, update, delete. */
export const titleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { titleAdmin } = app.services;

  app.get(
    '/api/v1/admin/titles',
    {
      config: permissionAccess('titles.update', true),
      schema: {
        summary: 'List titles (admin)',
        description:
          '`query` searches names through the full-text index (its 300 best matches); the ' +
          'filters narrow the result; ordered by updated_at desc unless asked otherwise.',
        querystring: titleAdminListQuery,
        response: { 200: paginated(adminTitleRow) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await titleAdmin.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/admin/titles/:id',
    {
      config: permissionAccess('titles.update', true),
      schema: { summary: 'Get a title (admin)', params: idParam, response: titleResponse },
    },
    async ({ params }) => ({ title: await titleAdmin.get(params.id) }),
  );

  app.post(
    '/api/v1/admin/titles',
    {
      config: permissionAccess('titles.create', true),
      schema: {
        summary: 'Create a title',
        description: FIELD_RULES,
        body: titleAdminCreateInput,
        response: titleResponse,
      },
    },
    async ({ body }) => ({ title: await titleAdmin.create(body) }),
  );

  app.put(
    '/api/v1/admin/titles/:id',
    {
      config: permissionAccess('titles.update', true),
      schema: {
        summary: 'Update a title',
        description: `Only the fields sent change. ${FIELD_RULES}`,
        params: idParam,
        body: titleAdminUpdateInput,
        response: titleResponse,
      },
    },
    async ({ params, body }) => ({ title: await titleAdmin.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/admin/titles/:ids',
    {
      config: permissionAccess('titles.delete', true),
      schema: {
        summary: 'Delete titles',
        description:
          'The ids are comma-separated: `/api/v1/admin/titles/1,2,3`. Seasons, episodes, ' +
          'credits, images, videos, reviews, comments and channel items go with them.',
        params: titleAdminIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      const count = await titleAdmin.delete(params.ids);
      return { message: count === 1 ? 'Title deleted.' : 'Titles deleted.' };
    },
  );
};
