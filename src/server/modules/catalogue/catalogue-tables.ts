import type { Generated } from 'kysely';

export type TitleType = 'movie' | 'series';

export interface TitlesTable {
  id: Generated<number>;
  type: TitleType;
  name: string;
  original_name: string | null;
  year: number | null;
  /** YYYY-MM-DD */
  release_date: string | null;
  /** Minutes. */
  runtime: number | null;
  tagline: string | null;
  plot: string | null;
  certification: string | null;
  /** ISO 639-1 code. */
  language: string | null;
  /** ISO 3166-1 alpha-2 code of the main production country. */
  country: string | null;
  status: string | null;
  budget: number | null;
  revenue: number | null;
  poster: string | null;
  backdrop: string | null;
  popularity: Generated<number>;
  /** Average rating out of 10. */
  rating: number | null;
  vote_count: Generated<number>;
  /** Who gave the rating and its votes ('IMDb'); null when nobody is named. */
  rating_source: string | null;
  imdb_id: string | null;
  tmdb_id: number | null;
  season_count: Generated<number>;
  episode_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SeasonsTable {
  id: Generated<number>;
  title_id: number;
  number: number;
  name: string | null;
  plot: string | null;
  poster: string | null;
  release_date: string | null;
  episode_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface EpisodesTable {
  id: Generated<number>;
  title_id: number;
  season_id: number;
  season_number: number;
  episode_number: number;
  name: string;
  plot: string | null;
  /** A still from the episode. */
  poster: string | null;
  release_date: string | null;
  runtime: number | null;
  rating: number | null;
  vote_count: Generated<number>;
  popularity: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type CreditableType = 'title' | 'season' | 'episode';

export interface CreditsTable {
  id: Generated<number>;
  person_id: number;
  /** The title the credit belongs to, also for season and episode credits (filmographies). */
  title_id: number;
  creditable_type: CreditableType;
  creditable_id: number;
  /** 'cast' for actors; otherwise the crew department: directing, writing, production … */
  department: string;
  /** 'Actor' for cast; the crew job otherwise (Director, Screenplay …). */
  job: string;
  character: string | null;
  order: Generated<number>;
}

export interface TaxonomyTable {
  id: Generated<number>;
  /** Lowercase key, also used in URLs and filters ('science-fiction', 'us'). */
  name: string;
  display_name: string;
  created_at: string;
  updated_at: string;
}

/** A genre or keyword: its titles counted by database triggers on its pivot. */
export interface CountedTaxonomyTable extends TaxonomyTable {
  titles_count: Generated<number>;
}

export interface GenreTitleTable {
  title_id: number;
  genre_id: number;
}

export interface KeywordTitleTable {
  title_id: number;
  keyword_id: number;
}

export interface CountryTitleTable {
  title_id: number;
  country_id: number;
}

export type ImageModelType = 'title' | 'season' | 'episode' | 'person';
export type ImageType = 'poster' | 'backdrop' | 'still' | 'profile';

export interface ImagesTable {
  id: Generated<number>;
  model_type: ImageModelType;
  model_id: number;
  type: ImageType;
  url: string;
  width: number | null;
  height: number | null;
  order: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PageVisitsTable {
  id: Generated<number>;
  model_type: 'title' | 'person' | 'episode' | 'news';
  model_id: number;
  user_id: number | null;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface CatalogueTables {
  titles: TitlesTable;
  seasons: SeasonsTable;
  episodes: EpisodesTable;
  credits: CreditsTable;
  genres: CountedTaxonomyTable;
  keywords: CountedTaxonomyTable;
  production_countries: TaxonomyTable;
  genre_title: GenreTitleTable;
  keyword_title: KeywordTitleTable;
  country_title: CountryTitleTable;
  images: ImagesTable;
  page_visits: PageVisitsTable;
}
