import type { ChannelContentType, ChannelItem, Taxonomy } from '@common/catalogue/catalogue-types';
import { parseOrder, type TitleFilters } from '@common/catalogue/title-filters';
import type { CatalogueCardService, TitleCardQuery, TitleService } from '../catalogue';
import type { NewsService } from '../news';
import type { PersonService } from '../people';
import type { VideoService } from '../videos';
import type { ChannelRepository, ChannelRow, PageWindow } from './channel-repository';
import {
  definedOnly,
  NESTED_ITEMS,
  orderOf,
  savedFilters,
  toSummary,
  TOP_RATED_MIN_VOTES,
} from './channel-queries';
import type { AutoQuery } from '@common/catalogue/channel-auto-queries';

/** What a channel's content is read from: its own items, and the owners of what it lists. */
export interface ChannelContentDependencies {
  channels: ChannelRepository;
  titles: Pick<TitleService, 'findCards'>;
  people: Pick<PersonService, 'cards' | 'listCards'>;
  news: Pick<NewsService, 'summaries' | 'list' | 'latest'>;
  videos: Pick<VideoService, 'trailerIds'>;
  cards: Pick<CatalogueCardService, 'titlePlots'>;
  /** "Today" (YYYY-MM-DD) for new releases. */
  today: () => string;
}

export interface ContentRequest {
  filters: TitleFilters;
  /** The genre the URL restricts the channel to. */
  genre: Taxonomy | null;
  window: PageWindow;
  count: boolean;
  /** The curated items to show instead of the stored ones (the admin's unsaved preview). */
  curated?: number[];
}

const EMPTY = { rows: [] as ChannelItem[], total: 0 };

/**
 * What a channel holds: curated items (channel_items in order) or the result of its automatic
 * query, as titles, people, news, or other channels (the homepage), one page at a time.
 */
export class ChannelContent {
  constructor(private readonly deps: ChannelContentDependencies) {}

  async load(
    channel: ChannelRow,
    request: ContentRequest,
  ): Promise<{ rows: ChannelItem[]; total: number }> {
    switch (channel.content_type) {
      case 'title':
        return this.titleContent(channel, request);
      case 'person':
        return this.personContent(channel, request);
      case 'news':
        return this.newsContent(channel, request);
      case 'channel':
        return this.nestedContent(channel, request);
      default:
        return EMPTY;
    }
  }

  private async titleContent(channel: ChannelRow, request: ContentRequest) {
    const query = await this.titleQuery(channel, request);
    if (!query) return EMPTY;
    const { rows, total } = await this.deps.titles.findCards(query, request.window, {
      count: request.count,
    });
    return { rows: rows.map((card) => ({ model_type: 'title' as const, ...card })), total };
  }

  /** What an automatic or curated title channel asks for, with the visitor's filters. */
  private async titleQuery(
    channel: ChannelRow,
    request: ContentRequest,
  ): Promise<TitleCardQuery | null> {
    const saved = savedFilters(channel);
    const filters: TitleFilters = {
      ...saved,
      ...definedOnly(request.filters),
      order: request.filters.order ?? saved.order ?? orderOf(channel),
    };
    if (request.genre) filters.genre = request.genre.name;
    if (channel.auto_query === null) {
      const ids = request.curated ?? (await this.deps.channels.allItemIds(channel.id, 'title'));
      return { filters, ids };
    }
    const value = channel.query_value?.trim() ?? '';
    switch (channel.auto_query as AutoQuery) {
      case 'trending':
      case 'popular':
      case 'year_range':
      case 'discover':
        return { filters };
      case 'upcoming':
        return { filters, releasedAfter: this.deps.today() };
      case 'keyword':
        return value ? { filters, keyword: value } : null;
      case 'language':
        return value ? { filters: { ...filters, language: value } } : null;
      case 'top_rated': {
        const minVotes = /^\d{1,9}$/.test(value) ? Number(value) : TOP_RATED_MIN_VOTES;
        return { filters, minVotes };
      }
      case 'new_releases':
        return { filters, releasedBy: this.deps.today() };
      case 'movies':
        return { filters: { ...filters, type: 'movie' } };
      case 'series':
        return { filters: { ...filters, type: 'series' } };
      case 'genre':
        return {
          filters: {
            ...filters,
            genre: request.genre?.name ?? channel.query_value ?? filters.genre,
          },
        };
      default:
        return null;
    }
  }

  private async personContent(channel: ChannelRow, request: ContentRequest) {
    let people;
    if (channel.auto_query === null) {
      const { ids, total } = await this.curatedPage(channel, 'person', request);
      people = { rows: await this.deps.people.cards(ids), total };
    } else if (channel.auto_query === 'popular_people') {
      const { column, direction } = parseOrder(
        request.filters.order ?? orderOf(channel),
        'popularity:desc',
      );
      people = await this.deps.people.listCards({
        order: `${column === 'name' ? 'name' : 'popularity'}:${direction}`,
        ...request.window,
      });
    } else {
      return EMPTY;
    }
    return {
      rows: people.rows.map((card) => ({ model_type: 'person' as const, ...card })),
      total: people.total,
    };
  }

  private async newsContent(channel: ChannelRow, request: ContentRequest) {
    const { page, perPage } = request.window;
    let news;
    if (channel.auto_query === null) {
      const { ids, total } = await this.curatedPage(channel, 'news', request);
      news = { rows: await this.deps.news.summaries(ids), total };
    } else if (channel.auto_query === 'latest_news') {
      news = request.count
        ? await this.deps.news.list(page, perPage)
        : { rows: await this.deps.news.latest(perPage), total: 0 };
    } else {
      return EMPTY;
    }
    return {
      rows: news.rows.map((summary) => ({ model_type: 'news' as const, ...summary })),
      total: news.total,
    };
  }

  /** One page of a curated channel's item ids: the unsaved ones of a preview, or the stored ones. */
  private async curatedPage(
    channel: ChannelRow,
    type: ChannelContentType,
    request: ContentRequest,
  ): Promise<{ ids: number[]; total: number }> {
    if (!request.curated) return this.deps.channels.itemIds(channel.id, type, request.window);
    const start = (request.window.page - 1) * request.window.perPage;
    return {
      ids: request.curated.slice(start, start + request.window.perPage),
      total: request.curated.length,
    };
  }

  /** A hero shows each title's plot and plays its trailer: both come with the items. */
  private async withHeroDetails(items: ChannelItem[]): Promise<ChannelItem[]> {
    const ids = items.flatMap((item) => (item.model_type === 'title' ? [item.id] : []));
    const [plots, trailers] = await Promise.all([
      this.deps.cards.titlePlots(ids),
      this.deps.videos.trailerIds(ids),
    ]);
    return items.map((item) =>
      item.model_type === 'title'
        ? {
            ...item,
            plot: plots.get(item.id) ?? null,
            trailer_video_id: trailers.get(item.id) ?? null,
          }
        : item,
    );
  }

  /**
   * A channel of channels: one page of its nested channels, each with its first items (one
   * query set per nested channel, whatever its number of items).
   */
  private async nestedContent(channel: ChannelRow, request: ContentRequest) {
    if (channel.auto_query !== null) return EMPTY;
    const { ids, total } = await this.curatedPage(channel, 'channel', request);
    const byId = new Map((await this.deps.channels.byIds(ids)).map((row) => [row.id, row]));
    // a hidden channel is left out where it is nested, as it is from its own page
    const nested = ids.flatMap((id) => {
      const row = byId.get(id);
      return row && row.id !== channel.id && !Number(row.hidden) ? [row] : [];
    });
    const rows = await Promise.all(
      nested.map(async (row): Promise<ChannelItem> => {
        const limit =
          row.content_type === 'channel' ? 0 : (row.per_page ?? NESTED_ITEMS[row.content_type]);
        const items = limit
          ? (
              await this.load(row, {
                filters: {},
                genre: null,
                window: { page: 1, perPage: limit },
                count: false,
              })
            ).rows
          : [];
        const shown = row.layout === 'hero' ? await this.withHeroDetails(items) : items;
        return { model_type: 'channel', ...toSummary(row), items: shown };
      }),
    );
    return { rows, total };
  }
}
