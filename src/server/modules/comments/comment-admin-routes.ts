import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentRecord } from '@common/api/comments';
import { messageResponse, paginated } from '@common/api/responses';
import { permissionAccess } from '../../http/route-access';
import { commentIdsParam, commentModerationQuery } from './comment-moderation-schema';

const access = permissionAccess('comments.update', true);

/** Comments in the admin: a title's comments tab (issue 14). */
export const commentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { commentModeration } = app.services;

  app.get(
    '/api/v1/admin/comments',
    {
      config: access,
      schema: {
        summary: "List a title's comments, replies and deleted ones included, newest first",
        querystring: commentModerationQuery,
        response: { 200: paginated(commentRecord) },
      },
    },
    async ({ query }) => commentModeration.forTitle(query),
  );

  app.delete(
    '/api/v1/admin/comments/:ids',
    {
      config: access,
      schema: {
        summary: 'Delete comments',
        description:
          'The ids are comma-separated. A comment with replies keeps its place without its text.',
        params: commentIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await commentModeration.delete(params.ids);
      return { message: 'Comments deleted.' };
    },
  );
};
