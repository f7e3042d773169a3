import { channelPageResponse } from '@common/api/channels';
import { channelUrl } from '@common/catalogue/catalogue-urls';
import type { ChannelItem, ChannelPageResponse, Taxonomy } from '@common/catalogue/catalogue-types';
import { TtlCache } from '../../cache/ttl-cache';
import type { Trx } from '../../db/transactions';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { tagJson, type TaggedJson } from '../../http/etag';
import { paginationResponse } from '../../http/pagination';
import type { TitleService } from '../catalogue';
import type { ChannelContent } from './channel-content';
import { toSummary } from './channel-queries';
import type { ChannelRepository, ChannelRow } from './channel-repository';
import { CHANNEL_ORDERS, CHANNEL_PER_PAGE_DEFAULT, type ChannelQuery } from './channel-schema';
import { HOMEPAGE_SLUG } from './default-channels';
import type { PageAddress } from '../../domain/page-address';

export const CHANNEL_NOT_FOUND = 'Channel not found.';
export const GENRE_NOT_FOUND = 'Genre not found.';

/** How many languages the filter bar offers (the most common ones). */
export const FILTER_LANGUAGES = 40;

type Filters = ChannelPageResponse['filters'];

export interface ChannelServiceDependencies {
  channels: ChannelRepository;
  content: ChannelContent;
  /** The genres and languages of the filter bar, and genre restrictions, come from the catalogue. */
  titles: Pick<TitleService, 'genre' | 'genres' | 'commonLanguages'>;
}

export interface ChannelServiceOptions {
  /** How long a channel page stays cached in process (0: no cache). Default 30 s. */
  pageCacheTtlMs?: number;
  /** How many channel pages (channel + query) the cache keeps at most. Default 500. */
  pageCacheSize?: number;
  /** How long the filter bar's genres and languages stay cached in process. Default 60 s. */
  filterCacheTtlMs?: number;
}

/**
 * Channels: curated (channel_items in order) or automatic (auto_query), of titles, people,
 * news, or other channels (the homepage, whose nested channels carry their first items).
 */
export class ChannelService {
  private readonly channels: ChannelRepository;
  private readonly content: ChannelContent;
  private readonly titles: ChannelServiceDependencies['titles'];
  private readonly pages: TtlCache<string, TaggedJson>;
  private filterCache: { value: Promise<Filters>; expires: number } | null = null;
  private readonly filterCacheTtlMs: number;

  constructor(dependencies: ChannelServiceDependencies, options: ChannelServiceOptions = {}) {
    this.channels = dependencies.channels;
    this.content = dependencies.content;
    this.titles = dependencies.titles;
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
    return this.pages.getOrLoad(key, async () =>
      tagJson(channelPageResponse.encode(await this.page(slugOrId, query))),
    );
  }

  /** Removes deleted titles or people from every channel, in the caller's transaction. */
  removeItems(itemType: 'title' | 'person', ids: number[], trx?: Trx): Promise<void> {
    return (trx ? this.channels.bound(trx) : this.channels).deleteItems(itemType, ids);
  }

  /** Drops every cached channel page (and the filter bar's genres), after a catalogue write. */
  forgetPages(): void {
    this.pages.clear();
    this.filterCache = null;
  }

  /**
   * The channel page; NotFoundError for an unknown channel or restriction, InvalidError for an
   * order the channel's content cannot take.
   */
  async page(slugOrId: string, query: ChannelQuery): Promise<ChannelPageResponse> {
    const channel = slugOrId && slugOrId.length <= 255 ? await this.find(slugOrId) : null;
    if (!channel || Number(channel.hidden)) throw new NotFoundError(CHANNEL_NOT_FOUND);
    const genre = query.restriction
      ? await this.restrictionGenre(channel, query.restriction)
      : null;
    const { restriction: _restriction, page, perPage: asked, ...filters } = query;
    const perPage = asked ?? channel.per_page ?? CHANNEL_PER_PAGE_DEFAULT;
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

  /**
   * The first items a channel's unsaved settings would show (the admin's live preview), read
   * by the same code as its public page; `curated` are the unsaved curated items' ids.
   */
  async preview(channel: ChannelRow, curated: number[], perPage: number): Promise<ChannelItem[]> {
    const { rows } = await this.content.load(channel, {
      filters: {},
      genre: null,
      window: { page: 1, perPage },
      count: false,
      curated: channel.auto_query === null ? curated : undefined,
    });
    return rows;
  }

  /** Genres (all, by display name) and the common languages for the filter bar; cached. */
  filterChoices(): Promise<Filters> {
    const now = Date.now();
    if (this.filterCache && this.filterCache.expires > now) return this.filterCache.value;
    const value = Promise.all([
      this.titles.genres(),
      this.titles.commonLanguages(FILTER_LANGUAGES),
    ]).then(([genres, languages]) => ({ genres, languages }));
    const entry = { value, expires: now + this.filterCacheTtlMs };
    this.filterCache = this.filterCacheTtlMs > 0 ? entry : null;
    value.catch(() => {
      if (this.filterCache === entry) this.filterCache = null;
    });
    return value;
  }

  private async restrictionGenre(channel: ChannelRow, value: string): Promise<Taxonomy> {
    if (channel.restriction !== 'genre') throw new NotFoundError(CHANNEL_NOT_FOUND);
    const genre = await this.titles.genre(value);
    if (!genre) throw new NotFoundError(GENRE_NOT_FOUND);
    return genre;
  }

  /** How many channels have a page of their own (the homepage is the site's root). */
  countAll(): Promise<number> {
    return this.channels.countExcept(HOMEPAGE_SLUG);
  }

  /** The id at a position in id order (where a sitemap file starts). */
  idAt(offset: number): Promise<number | undefined> {
    return this.channels.idAtExcept(HOMEPAGE_SLUG, offset);
  }

  /** Up to `limit` channels' page addresses from id `fromId` on, in id order (the sitemap). */
  async addresses(fromId: number, limit: number): Promise<PageAddress[]> {
    return (await this.channels.addressesExcept(HOMEPAGE_SLUG, fromId, limit)).map((row) => ({
      id: row.id,
      path: channelUrl(row),
      updatedAt: row.updated_at,
    }));
  }
}

function assertOrder(channel: ChannelRow, order: string | undefined): void {
  if (!order) return;
  const allowed = CHANNEL_ORDERS[channel.content_type] ?? [];
  const [column] = order.split(':');
  if (!allowed.includes(column!)) {
    throw new InvalidError({
      order: [
        allowed.length
          ? `The order must be one of ${allowed.join(', ')}, followed by :asc or :desc.`
          : 'This channel cannot be ordered.',
      ],
    });
  }
}
