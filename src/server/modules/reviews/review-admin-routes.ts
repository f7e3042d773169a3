import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginated } from '@common/api/responses';
import {
  moderatedReview,
  moderationChangeResponse,
  suspendAuthorInput,
  suspendAuthorResponse,
} from '@common/api/moderation';
import { permissionAccess } from '../../http/route-access';
import { addModerationOptionRoutes } from '../moderation';
import { reviewIdParam, reviewIdsParam, reviewModerationQuery } from './review-moderation-schema';
import type { ReviewDecision } from './review-moderation-service';

const access = permissionAccess('reviews.update', true);

const DECISION_ROUTES: Array<{
  decision: Exclude<ReviewDecision, 'delete'>;
  summary: string;
  done: string;
}> = [
  {
    decision: 'approve',
    summary: 'Approve reviews: published, their open reports resolved',
    done: 'Reviews approved.',
  },
  {
    decision: 'hide',
    summary: 'Hide reviews from the public',
    done: 'Reviews hidden.',
  },
  {
    decision: 'restore',
    summary: 'Restore hidden or deleted reviews',
    done: 'Reviews restored.',
  },
];

/** Reviews moderation (issue 15), also behind a title's reviews tab (issue 14). */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewModeration } = app.services;
  addModerationOptionRoutes(app, 'reviews', 'reviews.update');

  app.get(
    '/api/v1/admin/reviews',
    {
      config: access,
      schema: {
        summary: "List the site's reviews (or a title's), reported first, then newest",
        description:
          'Filters: titleId, userId (the author), from and to (YYYY-MM-DD, inclusive), state ' +
          '(published, hidden, deleted or reported) and query (text search); ids for getMany.',
        querystring: reviewModerationQuery,
        response: { 200: paginated(moderatedReview) },
      },
    },
    async ({ query }) => reviewModeration.list(query),
  );

  for (const { decision, summary, done } of DECISION_ROUTES) {
    app.post(
      `/api/v1/admin/reviews/:ids/${decision}`,
      {
        config: access,
        schema: {
          summary,
          description: 'The ids are comma-separated; the answer says how many changed.',
          params: reviewIdsParam,
          response: { 200: moderationChangeResponse },
        },
      },
      async ({ params }) => ({
        message: done,
        changed: await reviewModeration.decide(decision, params.ids),
      }),
    );
  }

  app.delete(
    '/api/v1/admin/reviews/:ids',
    {
      config: access,
      schema: {
        summary:
          "Delete reviews as a moderator (restorable: the text is kept; the members' ratings stay)",
        description: 'The ids are comma-separated; the answer says how many changed.',
        params: reviewIdsParam,
        response: { 200: moderationChangeResponse },
      },
    },
    async ({ params }) => ({
      message: 'Reviews deleted.',
      changed: await reviewModeration.decide('delete', params.ids),
    }),
  );

  app.post(
    '/api/v1/admin/reviews/:id/suspend-author',
    {
      config: access,
      schema: {
        summary: "Suspend a review's author",
        description:
          'Refused (422) for yourself, an administrator, or a member who moderates reviews.',
        params: reviewIdParam,
        body: suspendAuthorInput,
        response: { 200: suspendAuthorResponse },
      },
    },
    async ({ user, params, body }) => ({
      message: 'Author suspended.',
      author: await reviewModeration.suspendAuthor(user!.id, params.id, body.reason),
    }),
  );
};
