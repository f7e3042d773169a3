import type { ChannelPageResponse, Taxonomy } from '@common/catalogue/catalogue-types';
import type { Db } from '../../db/connection';
import { tagJson, type TaggedJson } from '../../http/etag';
import { notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import type { TitleService } from '../catalogue/title-service';
import { TtlCache } from '../../cache/ttl-cache';
import { ChannelContent, toSummary } from './channel-content';
import { ChannelRepository, type ChannelRow } from './channel-repository';
import { CHANNEL_ORDERS, type ChannelQuery } from './channel-schema';

export const CHANNEL_NOT_FOUND = 'Channel not found.';
export const GENRE_NOT_FOUND = 'Genre not found.';

/** How many languages the filter bar offers (the most common ones). */
export const FILTER_LANGUAGES = 40;

type Filters = ChannelPageResponse['filters'];

export interface ChannelServiceOptions {
  /** How long a channel page stays cached in process (0: no cache). Default 30 s. */
  pageCacheTtlMs?: number;
  /** How many channel pages (channel + query) the cache keeps at most. Default 500. */
  pageCacheSize?: number;
  /** How long the filter bar's genres and languages stay cached in process. Default 60 s. */
  filterCacheTtlMs?: number;
  /** "Today" for new releases (tests); the current UTC date by default. */
  today?: () => string;
}

/**
 * Channels: curated (channel_items in order) or automatic (auto_query), of titles, people,
 * news, or other channels (the homepage, whose nested channels carry their first items).
 */
export class ChannelService {
  private readonly channels: ChannelRepository;
  private readonly content: ChannelContent;
  private readonly pages: TtlCache<string, TaggedJson>;
  private filterCache: { value: Promise<Filters>; expires: number } | null = null;
  private readonly filterCacheTtlMs: number;

  constructor(db: Db, titleService: TitleService, options: ChannelServiceOptions = {}) {
    this.channels = new ChannelRepository(db);
    this.content = new ChannelContent(
      db,
      this.channels,
      titleService,
      options.today ?? (() => new Date().toISOString().slice(0, 10)),
    );
    this.pages = new TtlCache(options.pageCacheSize ?? 500, options.pageCacheTtlMs ?? 30_000);
    this.filterCacheTtlMs = options.filterCacheTtlMs ?? 60_000;
  }

  async find(slugOrId: string): Promise<ChannelRow | null> {
    const row = /^\d{1,9}$/.test(slugOrId)
      ? await this.channels.findById(Number(slugOrId))
      : await this.channels.findBySlug(slugOrId);
    return row ?? null;
  }

  /**
   * The channel page serialized with its ETag, cached in process for a short while: every
   * visitor of a channel (the homepage above all) gets the same answer, and a page's queries
   * (six nested channels on the homepage) then run once per period, not once per request.
   */
  cachedPage(slugOrId: string, query: ChannelQuery): Promise<TaggedJson> {
    const key = JSON.stringify([
      slugOrId,
      ...Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ]);
    return this.pages.getOrLoad(key, async () => tagJson(await this.page(slugOrId, query)));
  }

  /** The channel page; throws 404 for an unknown channel or restriction, 422 for a bad order. */
  async page(slugOrId: string, query: ChannelQuery): Promise<ChannelPageResponse> {
    const channel = await this.find(slugOrId);
    if (!channel) throw notFound(CHANNEL_NOT_FOUND);
    const genre = query.restriction
      ? await this.restrictionGenre(channel, query.restriction)
      : null;
    const { restriction: _restriction, page, perPage, ...filters } = query;
    assertOrder(channel, filters.order);
    const { rows, total } = await this.content.load(channel, {
      filters,
      genre,
      window: { page, perPage },
      count: true,
    });
    return {
      channel: toSummary(channel),
      restriction: genre,
      content: paginationResponse(rows, total, page, perPage),
      filters:
        channel.content_type === 'title'
          ? await this.filterChoices()
          : { genres: [], languages: [] },
    };
  }

  /** Genres (all, by display name) and the common languages for the filter bar; cached. */
  filterChoices(): Promise<Filters> {
    const now = Date.now();
    if (this.filterCache && this.filterCache.expires > now) return this.filterCache.value;
    const value = Promise.all([
      this.channels.genres(),
      this.channels.languages(FILTER_LANGUAGES),
    ]).then(([genres, languages]) => ({ genres, languages }));
    const entry = { value, expires: now + this.filterCacheTtlMs };
    this.filterCache = this.filterCacheTtlMs > 0 ? entry : null;
    value.catch(() => {
      if (this.filterCache === entry) this.filterCache = null;
    });
    return value;
  }

  private async restrictionGenre(channel: ChannelRow, value: string): Promise<Taxonomy> {
    if (channel.restriction !== 'genre') throw notFound(CHANNEL_NOT_FOUND);
    const genre = await this.channels.findGenre(value.toLowerCase());
    if (!genre) throw notFound(GENRE_NOT_FOUND);
    return genre;
  }
}

function assertOrder(channel: ChannelRow, order: string | undefined): void {
  if (!order) return;
  const allowed = CHANNEL_ORDERS[channel.content_type] ?? [];
  const [column] = order.split(':');
  if (!allowed.includes(column!)) {
    throw validationError({
      order: [
        allowed.length
          ? `The order must be one of ${allowed.join(', ')}, followed by :asc or :desc.`
          : 'This channel cannot be ordered.',
      ],
    });
  }
}
