import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { episodeAdminRecord, seasonAdminRecord } from '@common/api/admin-seasons';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import {
  episodeAdminListQuery,
  episodeCreateInput,
  episodeUpdateInput,
} from './episode-admin-schema';
import {
  adminIdParam,
  adminIdsParam,
  seasonAdminListQuery,
  seasonCreateInput,
  seasonUpdateInput,
} from './season-admin-schema';

const read = permissionAccess('titles.update', true);
const create = permissionAccess('titles.create', true);
const update = permissionAccess('titles.update', true);
const remove = permissionAccess('titles.delete', true);
const seasonResponse = { 200: z.object({ season: seasonAdminRecord }) };
const episodeResponse = { 200: z.object({ episode: episodeAdminRecord }) };
const idsDescription =
  'The ids are comma-separated: `…/1,2,3`. Nothing is deleted if one is missing.';

/** Seasons and episodes of series in the admin (issue 14). */
export const seasonAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seasonAdmin, episodeAdmin } = app.services;

  app.get(
    '/api/v1/admin/seasons',
    {
      config: read,
      schema: {
        summary: 'List seasons (admin)',
        description: 'Filter by `titleId` and `number`; ordered by number by default.',
        querystring: seasonAdminListQuery,
        response: { 200: paginated(seasonAdminRecord) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await seasonAdmin.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/admin/seasons/:id',
    {
      config: read,
      schema: { summary: 'Get a season (admin)', params: adminIdParam, response: seasonResponse },
    },
    async ({ params }) => ({ season: await seasonAdmin.get(params.id) }),
  );

  app.post(
    '/api/v1/admin/seasons',
    {
      config: create,
      schema: {
        summary: 'Add a season to a series',
        description: 'The number defaults to the one after the highest (0 holds the specials).',
        body: seasonCreateInput,
        response: seasonResponse,
      },
    },
    async ({ body }) => ({ season: await seasonAdmin.create(body) }),
  );

  app.put(
    '/api/v1/admin/seasons/:id',
    {
      config: update,
      schema: {
        summary: 'Update a season',
        description: 'Only the fields sent change; a new number moves its episodes along.',
        params: adminIdParam,
        body: seasonUpdateInput,
        response: seasonResponse,
      },
    },
    async ({ params, body }) => ({ season: await seasonAdmin.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/admin/seasons/:ids',
    {
      config: remove,
      schema: {
        summary: 'Delete seasons with their episodes',
        description: idsDescription,
        params: adminIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await seasonAdmin.delete(params.ids);
      return { message: 'Seasons deleted.' };
    },
  );

  app.get(
    '/api/v1/admin/episodes',
    {
      config: read,
      schema: {
        summary: 'List episodes (admin)',
        description:
          'Filter by `titleId`, `season` and `episode` (numbers); ordered by episode number by default.',
        querystring: episodeAdminListQuery,
        response: { 200: paginated(episodeAdminRecord) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await episodeAdmin.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/admin/episodes/:id',
    {
      config: read,
      schema: {
        summary: 'Get an episode (admin)',
        params: adminIdParam,
        response: episodeResponse,
      },
    },
    async ({ params }) => ({ episode: await episodeAdmin.get(params.id) }),
  );

  app.post(
    '/api/v1/admin/episodes',
    {
      config: create,
      schema: {
        summary: 'Add an episode to a season',
        description: 'The episode number defaults to the one after the season’s highest.',
        body: episodeCreateInput,
        response: episodeResponse,
      },
    },
    async ({ user, body }) => ({ episode: await episodeAdmin.create(body, user?.id ?? null) }),
  );

  app.put(
    '/api/v1/admin/episodes/:id',
    {
      config: update,
      schema: {
        summary: 'Update an episode',
        description: 'Only the fields sent change; `season` moves it to another season.',
        params: adminIdParam,
        body: episodeUpdateInput,
        response: episodeResponse,
      },
    },
    async ({ params, body }) => ({ episode: await episodeAdmin.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/admin/episodes/:ids',
    {
      config: remove,
      schema: {
        summary: 'Delete episodes',
        description: idsDescription,
        params: adminIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await episodeAdmin.delete(params.ids);
      return { message: 'Episodes deleted.' };
    },
  );
};
