import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVideoRecord, adminVideoResponse } from '@common/api/admin-videos';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import {
  videoCreateInput,
  videoIdParam,
  videoIdsParam,
  videoListQuery,
  videoReorderInput,
  videoUpdateInput,
} from './video-admin-schema';

const create = permissionAccess('videos.create', true);
const update = permissionAccess('videos.update', true);
const remove = permissionAccess('videos.delete', true);
const videoResponse = { 200: adminVideoResponse };

/** Videos in the admin (issue 14): the list, a title's, season's or episode's, and writes. */
export const videoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videoAdmin } = app.services;

  app.get(
    '/api/v1/admin/videos',
    {
      config: update,
      schema: {
        summary: 'List videos (admin)',
        description:
          'With `titleId` (and `season`, `episode`) only the videos of exactly that title, season ' +
          'or episode, by default in their order.',
        querystring: videoListQuery,
        response: { 200: paginated(adminVideoRecord) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await videoAdmin.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.post(
    '/api/v1/admin/videos/reorder',
    {
      config: update,
      schema: {
        summary: 'Reorder the videos of a title, season or episode',
        body: videoReorderInput,
        response: { 200: messageResponse },
      },
    },
    async ({ body }) => {
      await videoAdmin.reorder(body);
      return { message: 'Videos reordered.' };
    },
  );

  app.get(
    '/api/v1/admin/videos/:id',
    {
      config: update,
      schema: { summary: 'Get a video (admin)', params: videoIdParam, response: videoResponse },
    },
    async ({ params }) => ({ video: await videoAdmin.get(params.id) }),
  );

  app.post(
    '/api/v1/admin/videos',
    {
      config: create,
      schema: {
        summary: 'Add a video to a title, season or episode',
        description: 'The video goes after the others of its title, season or episode.',
        body: videoCreateInput,
        response: videoResponse,
      },
    },
    async ({ body }) => ({ video: await videoAdmin.create(body) }),
  );

  app.put(
    '/api/v1/admin/videos/:id',
    {
      config: update,
      schema: {
        summary: 'Update a video',
        description:
          'Only the fields sent change. With `titleId` (and `season`, `episode`) the video moves ' +
          'to that title, season or episode, after its videos.',
        params: videoIdParam,
        body: videoUpdateInput,
        response: videoResponse,
      },
    },
    async ({ params, body }) => ({ video: await videoAdmin.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/admin/videos/:ids',
    {
      config: remove,
      schema: {
        summary: 'Delete videos',
        description: 'The ids are comma-separated: `/api/v1/admin/videos/1,2,3`.',
        params: videoIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await videoAdmin.delete(params.ids);
      return { message: 'Videos deleted.' };
    },
  );
};
