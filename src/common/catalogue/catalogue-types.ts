/**
 * The catalogue API's response shapes, shared by the server (which answers with them), the SEO
 * renderer (which embeds them as a page's first data) and the public site (which shows them).
 * Image fields hold a path relative to the site root ('art/poster/12.svg', 'uploads/…') or an
 * absolute http(s) URL; the client resolves relative ones against the base path.
 *
 * The titles, people, videos, channels and search shapes are inferred from the response schemas
 * in src/common/api/ (the contract the routes encode their answers with) and re-exported here.
 */
import type { PaginationResponse } from '../http/responses';
import type { NewsArticleSummary } from '../api/news';
import type { TitleCard } from '../api/title-card';

export type {
  CastCredit,
  CreditPerson,
  Credits,
  CrewCredit,
  Episode,
  EpisodePageResponse,
  Image,
  SeasonPageResponse,
  SeasonSummary,
  Taxonomy,
  TitleCard,
  TitleCreditsResponse,
  TitleDetail,
  TitlePageResponse,
  TitleType,
} from '../api/titles';
export type {
  Video,
  VideoCategory,
  VideoSource,
  VideoWithTitle,
  WatchPageResponse,
} from '../api/videos';
export type {
  FilmographyCredit,
  PersonCard,
  PersonDetail,
  PersonPageResponse,
} from '../api/people';
export type { NewsArticleSummary } from '../api/news';
export type {
  ChannelContentType,
  ChannelItem,
  ChannelLayout,
  ChannelPageResponse,
  ChannelSummary,
} from '../api/channels';
export type { SearchResponse } from '../api/search';

/** Count of member ratings per score 1..10 (index 0 is score 1). */
export type RatingDistribution = number[];

/** GET api/v1/titles/{titleId}/viewer-state: what the signed-in user has done with a title. */
export interface TitleViewerState {
  rating: number | null;
  in_watchlist: boolean;
  review_id: number | null;
  /** The viewer's own lists that hold the title. */
  list_ids: number[];
}

export interface NewsArticle extends NewsArticleSummary {
  /** Sanitised HTML. */
  body: string;
}

/** GET api/v1/news/{articleId} */
export interface NewsArticleResponse {
  article: NewsArticle;
  related: NewsArticleSummary[];
}

/** The public face of a user on profiles, reviews and comments. */
export interface PublicUser {
  id: number;
  name: string;
  image: string | null;
}

export interface UserProfile extends PublicUser {
  created_at: string;
  followers_count: number;
  followed_users_count: number;
  lists_count: number;
  ratings_count: number;
  reviews_count: number;
  comments_count: number;
  /** Whether the signed-in viewer follows this user; null for visitors and oneself. */
  is_followed: boolean | null;
}

/** GET api/v1/users/{userId}/profile */
export interface UserProfileResponse {
  user: UserProfile;
}

export interface Review {
  id: number;
  title_id: number;
  user: PublicUser;
  rating: number;
  headline: string | null;
  body: string;
  created_at: string;
  updated_at: string;
  /** The reviewed title, on profile pages. */
  title?: TitleCard;
}

/** GET api/v1/titles/{titleId}/reviews */
export interface TitleReviewsResponse extends PaginationResponse<Review> {
  rating_distribution: RatingDistribution;
}

export interface Rating {
  id: number;
  rating: number;
  created_at: string;
  title: TitleCard;
}

export type CommentableType = 'title' | 'episode' | 'news';

export interface Comment {
  id: number;
  commentable_type: CommentableType;
  commentable_id: number;
  parent_id: number | null;
  depth: number;
  /** Empty when deleted. */
  content: string;
  deleted: boolean;
  user: PublicUser | null;
  created_at: string;
  updated_at: string;
  /** Replies, in reading order (only on the threaded listing). */
  replies?: Comment[];
  /** What was commented on, on profile pages. */
  commentable?: { type: CommentableType; id: number; name: string; url: string };
}

export interface UserList {
  id: number;
  user: PublicUser;
  name: string;
  slug: string;
  description: string | null;
  public: boolean;
  items_count: number;
  /** Up to four posters, for the list card. */
  posters: string[];
  created_at: string;
  updated_at: string;
}

/** GET api/v1/lists/{slugOrId}?page= */
export interface ListPageResponse {
  list: UserList;
  items: PaginationResponse<TitleCard & { list_item_id: number; order: number }>;
}
