import type { FastifyInstance } from 'fastify';
import { permissionAccess, userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { RatingService } from './rating-service';
import {
  ratingInput,
  reviewIdParams,
  reviewInput,
  reviewListQuery,
  titleIdParams,
} from './review-schema';
import { ReviewService } from './review-service';

const view = permissionAccess('titles.view');

/** Ratings and reviews (issue 5). */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const ratings = new RatingService(app.services.db);
  const reviews = new ReviewService(app.services.db);

  /** What the signed-in member has done with a title → TitleViewerState. */
  app.get('/api/v1/titles/:titleId/viewer-state', { config: userAccess }, async (request) => {
    const { titleId } = parseInput(titleIdParams, request.params);
    return ratings.viewerState(request.user!.id, titleId);
  });

  /** {rating 1–10} → {rating: Rating}; the title's own rating is its source's and stays as it is. */
  app.put(
    '/api/v1/titles/:titleId/rating',
    { config: permissionAccess('ratings.create', true) },
    async (request) => {
      const { titleId } = parseInput(titleIdParams, request.params);
      const { rating } = parseInput(ratingInput, request.body);
      return { rating: await ratings.rate(request.user!.id, titleId, rating) };
    },
  );

  app.delete('/api/v1/titles/:titleId/rating', { config: userAccess }, async (request) => {
    const { titleId } = parseInput(titleIdParams, request.params);
    await ratings.unrate(request.user!.id, titleId);
    return { ok: true };
  });

  /** ?page&perPage&order=created_at:desc|rating:desc → TitleReviewsResponse. */
  app.get('/api/v1/titles/:titleId/reviews', { config: view }, async (request) => {
    const { titleId } = parseInput(titleIdParams, request.params);
    return reviews.forTitle(titleId, parseInput(reviewListQuery, request.query));
  });

  /** {rating, headline?, body} → {review}. */
  app.post(
    '/api/v1/titles/:titleId/reviews',
    { config: permissionAccess('reviews.create', true) },
    async (request) => {
      const { titleId } = parseInput(titleIdParams, request.params);
      const input = parseInput(reviewInput, request.body);
      return { review: await reviews.create(request.user!, titleId, input) };
    },
  );

  app.put('/api/v1/reviews/:reviewId', { config: userAccess }, async (request) => {
    const { reviewId } = parseInput(reviewIdParams, request.params);
    const input = parseInput(reviewInput, request.body);
    return { review: await reviews.update(request.user!, reviewId, input) };
  });

  app.delete('/api/v1/reviews/:reviewId', { config: userAccess }, async (request) => {
    const { reviewId } = parseInput(reviewIdParams, request.params);
    await reviews.delete(request.user!, reviewId);
    return { ok: true };
  });
}
