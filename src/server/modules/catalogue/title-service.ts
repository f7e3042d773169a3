import { titlePageResponse } from '@common/api/titles';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import type {
  Taxonomy,
  TitleCard,
  TitleCreditsResponse,
  TitleDetail,
  TitlePageResponse,
} from '@common/catalogue/catalogue-types';
import type { TitleFilters } from '@common/catalogue/title-filters';
import { TtlCache } from '../../cache/ttl-cache';
import { NotFoundError } from '../../domain/errors';
import { tagJson, type TaggedJson } from '../../http/etag';
import type { VideoService } from '../videos';
import type { ImageService } from './image-service';
import type { TitleCardRepository } from './title-card-repository';
import type { TitleCreditService } from './title-credit-service';
import type { TitleQueryRepository, TitleCardQuery } from './title-query-repository';
import type { TitleRepository, TitleRow } from './title-repository';
import type { PageWindow } from './title-schema';
import type { PageAddress } from '../../domain/page-address';

export type { TitleCardQuery };

export const TITLE_NOT_FOUND = 'Title not found.';
/** How many related titles the title page shows. */
export const RELATED_TITLES = 12;

export interface TitleServiceDependencies {
  titles: TitleRepository;
  /** Lists with channel conditions (a vote minimum, a release date limit, a set of ids). */
  queries: TitleQueryRepository;
  cards: TitleCardRepository;
  credits: TitleCreditService;
  images: ImageService;
  videos: Pick<VideoService, 'forTitle'>;
}

export interface TitleServiceOptions {
  /**
   * How long title pages, each genre's related titles and list totals stay cached in
   * process; 0, the default, caches nothing (modules.ts sets it from the config).
   */
  pageCacheTtlMs?: number;
  /** How many title pages the cache keeps at most. Default 2000 (about 20 MB of JSON). */
  pageCacheSize?: number;
}

export interface CachedTitlePage {
  body: TitlePageResponse;
  /** The body encoded once through its response schema, with its ETag. */
  tagged: TaggedJson;
}

/**
 * Titles: filtered card lists (also for channels), the title page, its credits, the genres and
 * languages of the filter bar, and the titles' addresses for the sitemap.
 */
export class TitleService {
  private readonly titles: TitleRepository;
  private readonly queries: TitleQueryRepository;
  private readonly cards: TitleCardRepository;
  private readonly credits: TitleCreditService;
  private readonly images: ImageService;
  private readonly videos: Pick<VideoService, 'forTitle'>;
  private readonly pages: TtlCache<number, CachedTitlePage | null>;
  /** Totals of filtered lists, by filters. */
  private readonly counts: TtlCache<string, number>;
  /** The most popular cards of each genre (one more than RELATED_TITLES), for related titles. */
  private readonly genreTops: TtlCache<number, TitleCard[]>;

  constructor(dependencies: TitleServiceDependencies, options: TitleServiceOptions = {}) {
    ({
      titles: this.titles,
      queries: this.queries,
      cards: this.cards,
      credits: this.credits,
      images: this.images,
      videos: this.videos,
    } = dependencies);
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
    return { rows: await this.cards.withGenres(rows), total };
  }

  /**
   * Title cards for a query with channel conditions (a vote minimum, a release date limit, a
   * set of ids), one page, and the total when `count` (otherwise what the page tells). Plain
   * filtered lists that need a total go through `listCards` (its query plans and cached
   * counts); lists without a total (the homepage's rows) skip the count, which for a large
   * genre costs more than the row query itself. Ids without an order keep the order given.
   */
  async findCards(
    query: TitleCardQuery,
    window: PageWindow,
    options: { count: boolean },
  ): Promise<{ rows: TitleCard[]; total: number }> {
    const { filters } = query;
    if (
      options.count &&
      query.minVotes === undefined &&
      query.releasedBy === undefined &&
      query.releasedAfter === undefined &&
      query.keyword === undefined &&
      query.ids === undefined
    ) {
      return this.listCards(filters, window);
    }
    let genreId: number | null = null;
    if (filters.genre) {
      const found = await this.titles.findGenreId(filters.genre.toLowerCase());
      if (found === undefined) return { rows: [], total: 0 };
      genreId = found;
    }
    let keywordId: number | null = null;
    if (query.keyword !== undefined) {
      const found = await this.titles.findKeywordId(query.keyword.toLowerCase());
      if (found === undefined) return { rows: [], total: 0 };
      keywordId = found;
    }
    const offset = (window.page - 1) * window.perPage;
    if (query.ids !== undefined && !filters.order) {
      const matching = new Set(await this.queries.queryIds(query, genreId, keywordId));
      const ordered = [...new Set(query.ids)].filter((id) => matching.has(id));
      const rows = await this.cards.cards(ordered.slice(offset, offset + window.perPage));
      return { rows, total: ordered.length };
    }
    const rows = await this.queries.queryCardRows(query, genreId, keywordId, window);
    let total = offset + rows.length;
    if (options.count && (rows.length === window.perPage || (!rows.length && window.page > 1))) {
      total = await this.queries.queryCount(query, genreId, keywordId);
    }
    return { rows: await this.cards.withGenres(rows), total };
  }

  /** A title's card; NotFoundError when there is no such title. */
  async card(titleId: number): Promise<TitleCard> {
    const row = await this.titles.findCardRow(titleId);
    const card = row && (await this.cards.withGenres([row]))[0];
    if (!card) throw new NotFoundError(TITLE_NOT_FOUND);
    return card;
  }

  /** The title page (cached in process for a short while, with its encoded form), or null. */
  cachedPage(titleId: number): Promise<CachedTitlePage | null> {
    return this.pages.getOrLoad(titleId, async () => {
      const body = await this.page(titleId);
      return body ? { body, tagged: tagJson(titlePageResponse.encode(body)) } : null;
    });
  }

  /** The cached title page; NotFoundError when there is no such title. */
  async requirePage(titleId: number): Promise<CachedTitlePage> {
    const page = await this.cachedPage(titleId);
    if (!page) throw new NotFoundError(TITLE_NOT_FOUND);
    return page;
  }

  /**
   * After catalogue writes: drops the given titles' cached pages (every page when `titleIds`
   * is 'all', e.g. a person or genre renamed) and the cached lists any title may be part of.
   */
  forget(titleIds: number[] | 'all'): void {
    if (titleIds === 'all') this.pages.clear();
    else for (const id of titleIds) this.pages.delete(id);
    this.genreTops.clear();
    this.counts.clear();
  }

  /**
   * Everything the title page shows, in a fixed number of indexed queries: the detail with its
   * genres, keywords and countries; the top-billed cast and key crew; seasons; the title's own
   * videos; images; up to 12 related titles (the most popular sharing its first genre).
   */
  async page(titleId: number): Promise<TitlePageResponse | null> {
    const row = titleId > 0 ? await this.titles.findById(titleId) : undefined;
    if (!row) return null;
    const taxonomies = await this.titles.taxonomies(titleId);
    const firstGenre = taxonomies.genres[0];
    const [credits, seasons, videos, images, related] = await Promise.all([
      this.credits.topCredits({ type: 'title', id: titleId }),
      row.type === 'series' ? this.titles.seasonSummaries(titleId) : Promise.resolve([]),
      this.videos.forTitle(titleId),
      this.images.forModel('title', titleId),
      firstGenre ? this.related(titleId, firstGenre.id) : Promise.resolve([]),
    ]);
    return { title: toDetail(row, taxonomies), credits, seasons, videos, images, related };
  }

  /** The full-credits page: every cast credit by order, the whole crew by department and job. */
  async fullCredits(titleId: number): Promise<TitleCreditsResponse> {
    const title = await this.card(titleId);
    return { title, credits: await this.credits.fullCredits({ type: 'title', id: titleId }) };
  }

  /** A genre by its URL name, or null. */
  async genre(name: string): Promise<Taxonomy | null> {
    return (await this.titles.findGenre(name.toLowerCase())) ?? null;
  }

  /** Every genre, by display name (the filter bar). */
  genres(): Promise<Taxonomy[]> {
    return this.titles.genres();
  }

  /** The most common title languages, at most `limit`, alphabetically (the filter bar). */
  commonLanguages(limit: number): Promise<string[]> {
    return this.titles.languages(limit);
  }

  /** How many titles there are (the sitemap). */
  countAll(): Promise<number> {
    return this.titles.count({}, null);
  }

  /** The id at a position in id order (where a sitemap file starts). */
  idAt(offset: number): Promise<number | undefined> {
    return this.titles.idAt(offset);
  }

  /** Up to `limit` titles' page addresses from id `fromId` on, in id order (the sitemap). */
  async addresses(fromId: number, limit: number): Promise<PageAddress[]> {
    return (await this.titles.addresses(fromId, limit)).map((row) => ({
      id: row.id,
      path: titleUrl(row),
      updatedAt: row.updated_at,
    }));
  }

  /**
   * The most popular titles sharing the genre, without the title itself. Every title of a genre
   * shares the genre's top list, so it is read once per genre (and cached like the pages).
   */
  private async related(titleId: number, genreId: number): Promise<TitleCard[]> {
    const top = await this.genreTops.getOrLoad(genreId, async () => {
      const genre = await this.titles.genreScope(genreId);
      return this.cards.withGenres(await this.titles.topCardRows(genre, RELATED_TITLES + 1));
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
