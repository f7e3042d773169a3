import type { Db } from '../db/connection';
import type { NewsService } from '../modules/news/news-service';
import type { Notifier } from '../modules/notifications';
import type { CatalogueCardService } from '../modules/catalogue/catalogue-cards';
import type { UserService } from '../modules/users/user-service';
import { Transactions } from '../db/transactions';
import { CommentRepository } from '../modules/comments/comment-repository';
import { CommentService } from '../modules/comments/comment-service';
import { Commentables } from '../modules/comments/commentables';
import { ListRepository } from '../modules/lists/list-repository';
import { ListService, type ListWorkspaces } from '../modules/lists/list-service';
import { WatchlistRepository } from '../modules/lists/watchlist-repository';
import { WatchlistService } from '../modules/lists/watchlist-service';
import { ProfileRepository } from '../modules/profiles/profile-repository';
import { ProfileService } from '../modules/profiles/profile-service';
import { RatingRepository } from '../modules/reviews/rating-repository';
import { RatingService } from '../modules/reviews/rating-service';
import { ReviewRepository } from '../modules/reviews/review-repository';
import { ReviewService } from '../modules/reviews/review-service';

/**
 * Lists, ratings, reviews, comments and profiles, in dependency order: profiles show the others'
 * tabs and counts, the viewer state of a title reads lists.
 */
export function buildCommunityModules(
  db: Db,
  {
    users,
    catalogueCards,
    news,
    notifier,
    workspaces,
  }: {
    users: UserService;
    catalogueCards: CatalogueCardService;
    news: NewsService;
    notifier: Notifier;
    workspaces: ListWorkspaces;
  },
) {
  const transactions = new Transactions(db);
  const listRepository = new ListRepository(db);
  const watchlistRepository = new WatchlistRepository(db);
  const ratingRepository = new RatingRepository(db);
  const reviewRepository = new ReviewRepository(db);
  const lists = new ListService({
    lists: listRepository,
    watchlist: watchlistRepository,
    catalogue: catalogueCards,
    users,
    workspaces,
  });
  const ratings = new RatingService({
    ratings: ratingRepository,
    reviews: reviewRepository,
    catalogue: catalogueCards,
    lists,
  });
  const reviews = new ReviewService({
    reviews: reviewRepository,
    ratings: ratingRepository,
    transactions,
    catalogue: catalogueCards,
    users,
  });
  const comments = new CommentService({
    comments: new CommentRepository(db),
    commentables: new Commentables({
      catalogue: catalogueCards,
      news,
      lists,
    }),
    users,
    notifier,
  });
  const profiles = new ProfileService({
    profiles: new ProfileRepository(db),
    users,
    lists,
    ratings,
    reviews,
    comments,
    notifier,
  });
  const watchlist = new WatchlistService(watchlistRepository, catalogueCards);
  return { lists, watchlist, ratings, reviews, comments, profiles };
}
