import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminImageRecord } from '@common/api/admin-images';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { requestPermissions } from '../../http/request-permissions';
import { userAccess } from '../../http/route-access';
import { toTarget } from './admin-target-schema';
import {
  imageCreateInput,
  imageIdsParam,
  imageListQuery,
  imageReorderInput,
} from './image-admin-schema';

const NEEDS =
  "A title's, season's or episode's gallery needs titles.update; a person's needs people.update.";

/** Galleries of titles, seasons, episodes and people in the admin (issue 14). */
export const imageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imageAdmin } = app.services;

  app.get(
    '/api/v1/admin/images',
    {
      config: userAccess,
      schema: {
        summary: 'List images (admin)',
        description: `A gallery in its order (titleId, season, episode, or personId). ${NEEDS}`,
        querystring: imageListQuery,
        response: { 200: paginated(adminImageRecord) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await imageAdmin.list(
        toTarget(query),
        query,
        requestPermissions(request),
      );
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.post(
    '/api/v1/admin/images',
    {
      config: userAccess,
      schema: {
        summary: 'Add an image',
        description: `An uploaded file (uploads/files/…) or an http(s) URL, added last. ${NEEDS}`,
        body: imageCreateInput,
        response: { 200: z.object({ image: adminImageRecord }) },
      },
    },
    async (request) => {
      const { body } = request;
      return { image: await imageAdmin.create(toTarget(body), body, requestPermissions(request)) };
    },
  );

  app.post(
    '/api/v1/admin/images/reorder',
    {
      config: userAccess,
      schema: {
        summary: 'Reorder images',
        description: `A gallery's image ids in their new order. ${NEEDS}`,
        body: imageReorderInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { body } = request;
      await imageAdmin.reorder(toTarget(body), body.ids, requestPermissions(request));
      return { message: 'Images reordered.' };
    },
  );

  app.delete(
    '/api/v1/admin/images/:ids',
    {
      config: userAccess,
      schema: {
        summary: 'Delete images',
        description: `The ids are comma-separated. ${NEEDS}`,
        params: imageIdsParam,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await imageAdmin.delete(request.params.ids, requestPermissions(request));
      return { message: 'Images deleted.' };
    },
  );
};
