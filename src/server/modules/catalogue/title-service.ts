import type {
  TitleCard,
  TitleCreditsResponse,
  TitleDetail,
  TitlePageResponse,
} from '@common/catalogue/catalogue-types';
import type { TitleFilters } from '@common/catalogue/title-filters';
import type { Db } from '../../db/connection';
import { tagJson, type TaggedJson } from '../../http/etag';
import { VideoService } from '../videos/video-service';
import { CreditRepository } from './credit-repository';
import { ImageRepository } from './image-repository';
import { withCardGenres } from './title-cards';
import { TitleRepository, type TitleRow } from './title-repository';
import type { PageWindow } from './title-schema';
import { TtlCache } from '../../cache/ttl-cache';

/** Top-billed cast on the title page, and how many related titles it shows. */
export const TITLE_PAGE_CAST = 20;
export const RELATED_TITLES = 12;

export interface TitleServiceOptions {
  /**
   * How long title pages, each genre's related titles and list totals stay cached in
   * process; 0, the default, caches nothing. The app's shared instance (catalogueServices) caches for 30 s.
   */
  pageCacheTtlMs?: number;
  /** How many title pages the cache keeps at most. Default 2000 (about 20 MB of JSON). */
  pageCacheSize?: number;
}

export interface CachedTitlePage {
  body: TitlePageResponse;
  /** The body serialized once, with its ETag. */
  tagged: TaggedJson;
}

/**
 * Titles: filtered card lists (also for channels), the title page, its credits. Other modules
 * call `listCards`; keep its signature stable.
 */
export class TitleService {
  private readonly titles: TitleRepository;
  private readonly credits: CreditRepository;
  private readonly images: ImageRepository;
  private readonly videos: VideoService;
  private readonly pages: TtlCache<number, CachedTitlePage | null>;
  /** Totals of filtered lists, by filters. */
  private readonly counts: TtlCache<string, number>;
  /** The most popular cards of each genre (one more than RELATED_TITLES), for related titles. */
  private readonly genreTops: TtlCache<number, TitleCard[]>;

  constructor(
    private readonly db: Db,
    options: TitleServiceOptions = {},
  ) {
    this.titles = new TitleRepository(db);
    this.credits = new CreditRepository(db);
    this.images = new ImageRepository(db);
    this.videos = new VideoService(db);
    const ttl = options.pageCacheTtlMs ?? 0;
    this.pages = new TtlCache(options.pageCacheSize ?? 2000, ttl);
    this.genreTops = new TtlCache(1000, ttl);
    this.counts = new TtlCache(1000, ttl);
  }

  /**
   * Title cards matching the filters (type, genre name, year range, minimum rating, language),
   * in the filters' order (default popularity:desc, ties by id), one page of them, and the total.
   */
  async listCards(
    filters: TitleFilters,
    page: PageWindow,
  ): Promise<{ rows: TitleCard[]; total: number }> {
    let genre = null;
    if (filters.genre) {
      const genreId = await this.titles.findGenreId(filters.genre.toLowerCase());
      if (genreId === undefined) return { rows: [], total: 0 };
      genre = await this.titles.genreScope(genreId);
    }
    const rows = await this.titles.cardRows(filters, genre, page);
    const offset = (page.page - 1) * page.perPage;
    // A short page tells the total itself; otherwise count (cached like the pages).
    const total =
      rows.length < page.perPage && (rows.length > 0 || page.page === 1)
        ? offset + rows.length
        : await this.counts.getOrLoad(countKey(filters), () => this.titles.count(filters, genre));
    return { rows: await withCardGenres(this.db, rows), total };
  }

  /** A title's card, or null. */
  async card(titleId: number): Promise<TitleCard | null> {
    const row = await this.titles.findCardRow(titleId);
    return row ? ((await withCardGenres(this.db, [row]))[0] ?? null) : null;
  }

  /** The title page (cached in process for a short while, with its serialized form), or null. */
  cachedPage(titleId: number): Promise<CachedTitlePage | null> {
    return this.pages.getOrLoad(titleId, async () => {
      const body = await this.page(titleId);
      return body ? { body, tagged: tagJson(body) } : null;
    });
  }

  /** Drops a title's cached page, after a change to what it shows. */
  forgetPage(titleId: number): void {
    this.pages.delete(titleId);
  }

  /**
   * Everything the title page shows, in a fixed number of indexed queries: the detail with its
   * genres, keywords and countries; the top-billed cast and key crew; seasons; the title's own
   * videos; images; up to 12 related titles (the most popular sharing its first genre).
   */
  async page(titleId: number): Promise<TitlePageResponse | null> {
    const row = await this.titles.findById(titleId);
    if (!row) return null;
    const taxonomies = await this.titles.taxonomies(titleId);
    const creditable = { type: 'title', id: titleId } as const;
    const firstGenre = taxonomies.genres[0];
    const [cast, crew, seasons, videos, images, related] = await Promise.all([
      this.credits.cast(creditable, TITLE_PAGE_CAST),
      this.credits.crew(creditable, true),
      row.type === 'series' ? this.titles.seasonSummaries(titleId) : Promise.resolve([]),
      this.videos.forTitle(titleId),
      this.images.forModel('title', titleId),
      firstGenre ? this.related(titleId, firstGenre.id) : Promise.resolve([]),
    ]);
    return {
      title: toDetail(row, taxonomies),
      credits: { cast, crew },
      seasons,
      videos,
      images,
      related,
    };
  }

  /** The full-credits page: every cast credit by order, the whole crew by department and job. */
  async fullCredits(titleId: number): Promise<TitleCreditsResponse | null> {
    const title = await this.card(titleId);
    if (!title) return null;
    return { title, credits: await this.credits.credits({ type: 'title', id: titleId }) };
  }

  /**
   * The most popular titles sharing the genre, without the title itself. Every title of a genre
   * shares the genre's top list, so it is read once per genre (and cached like the pages).
   */
  private async related(titleId: number, genreId: number): Promise<TitleCard[]> {
    const top = await this.genreTops.getOrLoad(genreId, async () => {
      const genre = await this.titles.genreScope(genreId);
      return withCardGenres(this.db, await this.titles.topCardRows(genre, RELATED_TITLES + 1));
    });
    return top.filter((card) => card.id !== titleId).slice(0, RELATED_TITLES);
  }
}

/** The filters that decide a total (not the order), as a cache key. */
function countKey(filters: TitleFilters): string {
  return JSON.stringify([
    filters.type ?? null,
    filters.genre?.toLowerCase() ?? null,
    filters.yearFrom ?? null,
    filters.yearTo ?? null,
    filters.ratingFrom ?? null,
    filters.language ?? null,
  ]);
}

function toDetail(
  row: TitleRow,
  taxonomies: Pick<TitleDetail, 'genres' | 'keywords' | 'countries'>,
): TitleDetail {
  const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    year: row.year,
    release_date: row.release_date,
    poster: row.poster,
    backdrop: row.backdrop,
    rating: nullableNumber(row.rating),
    vote_count: Number(row.vote_count),
    rating_source: row.rating_source,
    popularity: Number(row.popularity),
    runtime: row.runtime,
    genres: taxonomies.genres,
    original_name: row.original_name,
    tagline: row.tagline,
    plot: row.plot,
    certification: row.certification,
    language: row.language,
    country: row.country,
    status: row.status,
    budget: nullableNumber(row.budget),
    revenue: nullableNumber(row.revenue),
    imdb_id: row.imdb_id,
    season_count: Number(row.season_count),
    episode_count: Number(row.episode_count),
    keywords: taxonomies.keywords,
    countries: taxonomies.countries,
  };
}
