import { z } from 'zod';
import { publicUser } from './profiles';
import { paginated } from './responses';
import { titleCard } from './title-card';

/** Count of member ratings per score 1..10 (index 0 is score 1). */
export const ratingDistribution = z.array(z.number().int()).length(10);

/** A review as a title's reviews section, and its writer after a change, get it. */
export const reviewRecord = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  user: publicUser,
  rating: z.number().int(),
  headline: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A review on a profile page, with the reviewed title (absent only if it is gone). */
export const review = reviewRecord.extend({ title: titleCard.optional() });

/** GET titles/{id}/reviews. */
export const titleReviewsResponse = paginated(reviewRecord).extend({
  rating_distribution: ratingDistribution,
});

/** A member's rating of a title, with the title. */
export const rating = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  created_at: z.string(),
  title: titleCard,
});

/** GET titles/{id}/viewer-state: what the signed-in member has done with a title. */
export const titleViewerState = z.object({
  rating: z.number().int().nullable(),
  in_watchlist: z.boolean(),
  review_id: z.number().int().nullable(),
  /** The viewer's own lists that hold the title. */
  list_ids: z.array(z.number().int()),
});

export const reviewResponse = z.object({ review: reviewRecord });
export const ratingResponse = z.object({ rating });

export type RatingDistribution = z.infer<typeof ratingDistribution>;
export type ReviewRecord = z.infer<typeof reviewRecord>;
export type Review = z.infer<typeof review>;
export type TitleReviewsResponse = z.infer<typeof titleReviewsResponse>;
export type Rating = z.infer<typeof rating>;
export type TitleViewerState = z.infer<typeof titleViewerState>;
export type ReviewResponse = z.infer<typeof reviewResponse>;

/** The orders of a title's reviews (newest first, or the highest rated first). */
export const REVIEW_ORDERS = ['created_at:desc', 'rating:desc'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];
