import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, paginated } from '@common/api/responses';
import { reviewRecord } from '@common/api/reviews';
import { permissionAccess } from '../../http/route-access';
import { reviewIdsParam, reviewModerationQuery } from './review-moderation-schema';

const access = permissionAccess('reviews.update', true);

/** Reviews in the admin: a title's reviews tab (issue 14). */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewModeration } = app.services;

  app.get(
    '/api/v1/admin/reviews',
    {
      config: access,
      schema: {
        summary: "List a title's reviews, newest first",
        querystring: reviewModerationQuery,
        response: { 200: paginated(reviewRecord) },
      },
    },
    async ({ query }) => reviewModeration.forTitle(query),
  );

  app.delete(
    '/api/v1/admin/reviews/:ids',
    {
      config: access,
      schema: {
        summary: 'Delete reviews',
        description: "The ids are comma-separated. The members' ratings of the titles stay.",
        params: reviewIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await reviewModeration.delete(params.ids);
      return { message: 'Reviews deleted.' };
    },
  );
};
