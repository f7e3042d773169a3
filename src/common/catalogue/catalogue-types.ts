/**
 * The catalogue API's response shapes, shared by the server (which answers with them), the SEO
 * renderer (which embeds them as a page's first data) and the public site (which shows them).
 * Image fields hold a path relative to the site root ('art/poster/12.svg', 'uploads/…') or an
 * absolute http(s) URL; the client resolves relative ones against the base path.
 */
import type { NewsArticleSummary } from '../api/news';
import type { PaginationResponse } from '../http/responses';

export type TitleType = 'movie' | 'series';

export interface Taxonomy {
  id: number;
  /** URL/filter key: 'science-fiction', 'us'. */
  name: string;
  display_name: string;
}

/** A title in a grid, carousel, search result or list. */
export interface TitleCard {
  id: number;
  type: TitleType;
  name: string;
  year: number | null;
  release_date: string | null;
  poster: string | null;
  backdrop: string | null;
  /** The rating out of 10 from outside the site and its votes, with who gave them. */
  rating: number | null;
  vote_count: number;
  /** 'IMDb'; null when the rating's source is not known. */
  rating_source: string | null;
  popularity: number;
  runtime: number | null;
  /** The first genres' display names, for card subtitles. */
  genres: Taxonomy[];
  /** Only on items of a hero channel: the plot and the video 'Play trailer' opens. */
  plot?: string | null;
  trailer_video_id?: number | null;
}

export interface CreditPerson {
  id: number;
  name: string;
  image: string | null;
}

export interface CastCredit {
  id: number;
  person: CreditPerson;
  character: string | null;
  order: number;
}

export interface CrewCredit {
  id: number;
  person: CreditPerson;
  department: string;
  job: string;
}

export interface Credits {
  cast: CastCredit[];
  crew: CrewCredit[];
}

export interface Image {
  id: number;
  type: 'poster' | 'backdrop' | 'still' | 'profile';
  url: string;
  width: number | null;
  height: number | null;
}

export type VideoSource = 'embed' | 'mp4' | 'hls';
export type VideoCategory = 'trailer' | 'clip' | 'full';

export interface Video {
  id: number;
  title_id: number;
  season_number: number | null;
  episode_number: number | null;
  episode_id: number | null;
  name: string;
  description: string | null;
  thumbnail: string | null;
  source: VideoSource;
  src: string;
  category: VideoCategory;
  quality: string | null;
  language: string | null;
  duration: number | null;
}

export interface SeasonSummary {
  id: number;
  number: number;
  name: string | null;
  poster: string | null;
  release_date: string | null;
  episode_count: number;
}

export interface Episode {
  id: number;
  title_id: number;
  season_id: number;
  season_number: number;
  episode_number: number;
  name: string;
  plot: string | null;
  poster: string | null;
  release_date: string | null;
  runtime: number | null;
  rating: number | null;
  vote_count: number;
}

/** The community answers (reviews, comments, lists, profiles) are inferred from src/common/api. */
export type {
  RatingDistribution,
  TitleViewerState,
  Review,
  TitleReviewsResponse,
  Rating,
} from '../api/reviews';

export interface TitleDetail extends TitleCard {
  original_name: string | null;
  tagline: string | null;
  plot: string | null;
  certification: string | null;
  language: string | null;
  country: string | null;
  status: string | null;
  budget: number | null;
  revenue: number | null;
  imdb_id: string | null;
  season_count: number;
  episode_count: number;
  keywords: Taxonomy[];
  countries: Taxonomy[];
}

/**
 * GET api/v1/titles/{titleId}: everything the title page and its videos/images pages show. The
 * same for every visitor (cacheable, ETag); the viewer's own state and the reviews come from
 * their own calls.
 */
export interface TitlePageResponse {
  title: TitleDetail;
  /** Top-billed cast (up to 20) and key crew (directing, writing, creator, producer). */
  credits: Credits;
  seasons: SeasonSummary[];
  videos: Video[];
  images: Image[];
  related: TitleCard[];
}

/** GET api/v1/titles/{titleId}/credits: the full-credits page. */
export interface TitleCreditsResponse {
  title: TitleCard;
  credits: Credits;
}

/** GET api/v1/titles/{titleId}/seasons/{season} */
export interface SeasonPageResponse {
  title: TitleCard;
  season: SeasonSummary & { plot: string | null };
  seasons: SeasonSummary[];
  episodes: Episode[];
  credits: Credits;
}

/** GET api/v1/titles/{titleId}/seasons/{season}/episodes/{episode} */
export interface EpisodePageResponse {
  title: TitleCard;
  season: SeasonSummary;
  episode: Episode;
  previous: Pick<Episode, 'season_number' | 'episode_number' | 'name'> | null;
  next: Pick<Episode, 'season_number' | 'episode_number' | 'name'> | null;
  credits: Credits;
  videos: Video[];
  images: Image[];
}

export interface PersonCard {
  id: number;
  name: string;
  image: string | null;
  known_for: string | null;
  popularity: number;
  /** A few of the person's best-known titles' names, for card subtitles. */
  known_for_titles: string[];
}

export interface PersonDetail extends PersonCard {
  biography: string | null;
  birth_date: string | null;
  birth_place: string | null;
  death_date: string | null;
  death_place: string | null;
  gender: string | null;
  imdb_id: string | null;
}

export interface FilmographyCredit {
  /** Credit id. */
  id: number;
  title: TitleCard;
  department: string;
  job: string;
  character: string | null;
  /** Number of episodes when the credit comes from a series' episodes. */
  episode_count: number | null;
}

/** GET api/v1/people/{personId} */
export interface PersonPageResponse {
  person: PersonDetail;
  known_for: TitleCard[];
  /** Department → credits, newest first (titles without a year last). */
  filmography: Record<string, FilmographyCredit[]>;
  images: Image[];
}

export interface VideoWithTitle extends Video {
  title: TitleCard;
  episode: Pick<Episode, 'id' | 'name' | 'season_number' | 'episode_number' | 'poster'> | null;
}

/** GET api/v1/videos/{videoId}: the watch page. */
export interface WatchPageResponse {
  video: VideoWithTitle;
  /** The title's other videos, or the season's episodes' videos for an episode. */
  related: VideoWithTitle[];
}

// The news shapes are inferred from the news API's response schemas.
export type { NewsArticle, NewsArticleResponse, NewsArticleSummary } from '../api/news';

export type ChannelContentType = 'title' | 'person' | 'news' | 'channel';
export type ChannelLayout = 'grid' | 'carousel' | 'landscape' | 'list' | 'news' | 'hero';

export interface ChannelSummary {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  content_type: ChannelContentType;
  layout: ChannelLayout;
  restriction: string | null;
  hide_title: boolean;
  default_order: string | null;
}

export type ChannelItem =
  | ({ model_type: 'title' } & TitleCard)
  | ({ model_type: 'person' } & PersonCard)
  | ({ model_type: 'news' } & NewsArticleSummary)
  | ({ model_type: 'channel' } & ChannelSummary & { items: ChannelItem[] });

/**
 * GET api/v1/channels/{slugOrId}?restriction=&page=&perPage=&order=&genre=&yearFrom=&yearTo=
 * &ratingFrom=&language=&type= : the channel with one page of its content. For a channel of
 * channels (the homepage) each nested channel carries its first items.
 */
export interface ChannelPageResponse {
  channel: ChannelSummary;
  /** The restriction value from the URL with its display name, e.g. {name:'drama', display_name:'Drama'}. */
  restriction: Taxonomy | null;
  content: PaginationResponse<ChannelItem>;
  /** Filter choices for the page's filter bar. */
  filters: { genres: Taxonomy[]; languages: string[] };
}

/** GET api/v1/search?query=&types=title,person,news&limit= */
export interface SearchResponse {
  query: string;
  titles: TitleCard[];
  people: PersonCard[];
  news: NewsArticleSummary[];
}

export type { PublicUser, UserProfile, UserProfileResponse } from '../api/profiles';
export type { CommentableType, Comment } from '../api/comments';
export type { UserList, ListPageResponse } from '../api/lists';
