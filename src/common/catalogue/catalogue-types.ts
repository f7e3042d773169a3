/**
 * The catalogue API's response shapes, shared by the server (which answers with them), the SEO
 * renderer (which embeds them as a page's first data) and the public site (which shows them).
 * Image fields hold a path relative to the site root ('art/poster/12.svg', 'uploads/…') or an
 * absolute http(s) URL; the client resolves relative ones against the base path.
 *
 * The titles, people, videos, channels and search shapes are inferred from the response schemas
 * in src/common/api/ (the contract the routes encode their answers with) and re-exported here.
 */

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
export type { NewsArticle, NewsArticleResponse, NewsArticleSummary } from '../api/news';
export type {
  ChannelContentType,
  ChannelItem,
  ChannelLayout,
  ChannelPageResponse,
  ChannelSummary,
} from '../api/channels';
export type { SearchResponse } from '../api/search';

/** The community answers (reviews, comments, lists, profiles) are inferred from src/common/api. */
export type {
  RatingDistribution,
  TitleViewerState,
  Review,
  TitleReviewsResponse,
  Rating,
} from '../api/reviews';
export type { PublicUser, UserProfile, UserProfileResponse } from '../api/profiles';
export type { CommentableType, Comment } from '../api/comments';
export type { UserList, ListPageResponse } from '../api/lists';
