import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportInput } from '@common/api/moderation';
import { okResponse } from '@common/api/responses';
import {
  ratingResponse,
  reviewResponse,
  titleReviewsResponse,
  titleViewerState,
} from '@common/api/reviews';
import { permissionAccess, userAccess } from '../../http/route-access';
import {
  ratingInput,
  reviewIdParams,
  reviewInput,
  reviewListQuery,
  titleIdParams,
} from './review-schema';

const view = permissionAccess('titles.view');

/** Ratings and reviews (issue 5). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ratings, reviews, reviewReports, rateLimits } = app.services;

  app.get(
    '/api/v1/titles/:titleId/viewer-state',
    {
      config: userAccess,
      schema: {
        summary: "The signed-in member's rating, review, watchlist entry and lists for a title",
        params: titleIdParams,
        response: { 200: titleViewerState },
      },
    },
    async (request) => ratings.viewerState(request.user!.id, request.params.titleId),
  );

  /** The title's own rating is its source's and stays as it is. */
  app.put(
    '/api/v1/titles/:titleId/rating',
    {
      config: permissionAccess('ratings.create', true),
      schema: {
        summary: 'Rate a title (1–10)',
        params: titleIdParams,
        body: ratingInput,
        response: { 200: ratingResponse },
      },
    },
    async ({ user, params, body }) => ({
      rating: await ratings.rate(user!.id, params.titleId, body.rating),
    }),
  );

  app.delete(
    '/api/v1/titles/:titleId/rating',
    {
      config: userAccess,
      schema: {
        summary: "Remove the member's rating of a title",
        params: titleIdParams,
        response: { 200: okResponse },
      },
    },
    async ({ user, params }) => {
      await ratings.unrate(user!.id, params.titleId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/v1/titles/:titleId/reviews',
    {
      config: view,
      schema: {
        summary: "List a title's reviews with the members' rating distribution",
        params: titleIdParams,
        querystring: reviewListQuery,
        response: { 200: titleReviewsResponse },
      },
    },
    async ({ params, query }) => reviews.forTitle(params.titleId, query),
  );

  app.post(
    '/api/v1/titles/:titleId/reviews',
    {
      config: permissionAccess('reviews.create', true),
      schema: {
        summary: "Review a title (also sets the member's rating)",
        params: titleIdParams,
        body: reviewInput,
        response: { 200: reviewResponse },
      },
    },
    async ({ user, params, body }) => ({
      review: await reviews.create(user!, params.titleId, body),
    }),
  );

  app.put(
    '/api/v1/reviews/:reviewId',
    {
      config: userAccess,
      schema: {
        summary: 'Edit a review (its author or an administrator)',
        params: reviewIdParams,
        body: reviewInput,
        response: { 200: reviewResponse },
      },
    },
    async ({ user, params, body }) => ({
      review: await reviews.update(user!, params.reviewId, body),
    }),
  );

  app.delete(
    '/api/v1/reviews/:reviewId',
    {
      config: userAccess,
      schema: {
        summary: 'Delete a review (its author or an administrator)',
        params: reviewIdParams,
        response: { 200: okResponse },
      },
    },
    async ({ user, params }) => {
      await reviews.delete(user!, params.reviewId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/reviews/:reviewId/report',
    {
      config: {
        ...userAccess,
        rateLimit: {
          ...rateLimits.route('contentReports'),
          hook: 'preHandler',
          keyGenerator: (request) => `content-reports:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: "Report someone else's review to the moderators (once per review)",
        params: reviewIdParams,
        body: reportInput,
        response: { 200: okResponse },
      },
    },
    async ({ user, params, body }) => {
      await reviewReports.report(user!.id, params.reviewId, body);
      return { ok: true as const };
    },
  );
};
