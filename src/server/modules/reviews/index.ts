/** The reviews module's public surface: other modules reach it only through this file. */
export type { RatingService } from './rating-service';
export type { ReviewService } from './review-service';
export type { Rating, Review, ReviewRecord, TitleViewerState } from '@common/api/reviews';
