import {
  FILTER_SOURCES,
  SOURCES_BY_TYPE,
  VALUE_SOURCES,
  type AdminChannelItem,
  type AdminChannelRecord,
  type AdminChannelValues,
} from '@common/api/admin-channels';
import type { ChannelItem } from '@common/catalogue/catalogue-types';
import { slugify } from '@common/text/slugify';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { uniqueAs } from '../../db/unique-violation';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import type { CatalogueCardService } from '../catalogue';
import type { NewsService } from '../news';
import type { PersonService } from '../people';
import type { SearchService } from '../search';
import type { ChannelAdminRepository, ChannelItemRef } from './channel-admin-repository';
import type { ChannelAdminListQuery } from './channel-admin-schema';
import { toAdminRecord, toChannelValues } from './channel-admin-values';
import type { ChannelRow } from './channel-repository';
import type { ChannelService } from './channel-service';
import { CHANNEL_NOT_FOUND } from './channel-service';
import { CHANNEL_ORDERS } from './channel-schema';
import type { ChannelContentType } from './channels-tables';
import { HOMEPAGE_SLUG } from './default-channels';

export const CHANNEL_SLUG_TAKEN = 'The slug has already been taken.';
export const HOMEPAGE_NOT_DELETABLE = 'The homepage cannot be deleted.';
const ITEMS_MISSING = 'Some of the items do not exist.';
/** How many records the item search offers per keystroke. */
const ITEM_SEARCH_LIMIT = 10;
/** How many items the live preview shows at most. */
const PREVIEW_ITEMS = 12;

const slugTaken = uniqueAs(() => new InvalidError({ slug: [CHANNEL_SLUG_TAKEN] }));

export interface ChannelAdminDependencies {
  rows: ChannelAdminRepository;
  channels: Pick<ChannelService, 'preview'>;
  titleCards: Pick<CatalogueCardService, 'titleCards'>;
  people: Pick<PersonService, 'cards'>;
  news: Pick<NewsService, 'summaries'>;
  search: Pick<SearchService, 'searchTitles' | 'searchPeople' | 'searchNews'>;
  changes: ContentChanges;
}

/**
 * Channels in the admin: list, read, create, update and delete, curated items in order, the
 * records a curated channel can add, and the live preview. Every write runs in one transaction
 * and is announced after it commits, so cached channel pages (the homepage) follow at once.
 */
export class ChannelAdminService {
  constructor(private readonly deps: ChannelAdminDependencies) {}

  async list(query: ChannelAdminListQuery) {
    const { rows, total } = await this.deps.rows.paginate(query);
    const counts = await this.deps.rows.itemCounts(rows.map((row) => row.id));
    return { rows: rows.map((row) => toAdminRecord(row, counts.get(row.id) ?? 0)), total };
  }

  async get(slugOrId: string): Promise<AdminChannelRecord> {
    const row = await this.require(slugOrId);
    return this.withItems(row);
  }

  async create(input: AdminChannelValues): Promise<AdminChannelRecord> {
    await this.checkItems(input, null);
    const row = await this.deps.rows
      .transaction(async (rows) => {
        const values = await this.checked(rows, input, null);
        const created = await rows.create(values, nowIso());
        await rows.replaceItems(created.id, created.content_type, this.itemsOf(input));
        return created;
      })
      .catch(slugTaken);
    this.deps.changes.publish({ channels: true });
    return this.withItems(row);
  }

  async update(slugOrId: string, input: AdminChannelValues): Promise<AdminChannelRecord> {
    await this.checkItems(input, await this.require(slugOrId));
    const row = await this.deps.rows
      .transaction(async (rows) => {
        const current = await this.require(slugOrId, rows);
        const values = await this.checked(rows, input, current);
        const updated = (await rows.update(current.id, values, nowIso()))!;
        await rows.replaceItems(updated.id, updated.content_type, this.itemsOf(input));
        return updated;
      })
      .catch(slugTaken);
    this.deps.changes.publish({ channels: true });
    return this.withItems(row);
  }

  /** Deletes those of the ids that exist (never the homepage); channels nesting them lose them. */
  async delete(ids: number[]): Promise<number> {
    const deleted = await this.deps.rows.transaction(async (rows) => {
      const found = await rows.channelsByIds(ids);
      if (found.some((row) => row.slug === HOMEPAGE_SLUG)) {
        throw new ConflictError(HOMEPAGE_NOT_DELETABLE);
      }
      return found.length ? rows.deleteMany(found.map((row) => row.id)) : 0;
    });
    if (!deleted) throw new NotFoundError(CHANNEL_NOT_FOUND);
    this.deps.changes.publish({ channels: true });
    return deleted;
  }

  /** The first items the unsaved settings would show, read as the public page reads them. */
  async preview(input: AdminChannelValues): Promise<ChannelItem[]> {
    const values = this.checkSource(input);
    const now = nowIso();
    const row: ChannelRow = {
      id: 0,
      slug: '',
      created_at: now,
      updated_at: now,
      ...values,
      description: values.description ?? null,
      per_page: values.per_page ?? null,
    };
    const perPage = Math.min(values.per_page ?? PREVIEW_ITEMS, PREVIEW_ITEMS);
    return this.deps.channels.preview(row, this.itemsOf(input), perPage);
  }

  /** Records of a type a curated channel can add, matching the text (a channel never itself). */
  async searchItems(
    type: ChannelContentType,
    text: string,
    exceptId?: number,
  ): Promise<AdminChannelItem[]> {
    if (type === 'channel') {
      const rows = await this.deps.rows.search(text, ITEM_SEARCH_LIMIT + 1, exceptId);
      return this.labels(
        'channel',
        rows
          .filter((row) => row.slug !== HOMEPAGE_SLUG)
          .slice(0, ITEM_SEARCH_LIMIT)
          .map((row) => row.id),
      );
    }
    if (!text) return [];
    const options = { limit: ITEM_SEARCH_LIMIT };
    const { search } = this.deps;
    const ids = await (type === 'title'
      ? search.searchTitles(text, options)
      : type === 'person'
        ? search.searchPeople(text, options)
        : search.searchNews(text, options));
    return this.labels(type, ids);
  }

  private async require(slugOrId: string, rows = this.deps.rows): Promise<ChannelRow> {
    const key = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : slugOrId;
    const row = slugOrId && slugOrId.length <= 255 ? await rows.find(key) : undefined;
    if (!row) throw new NotFoundError(CHANNEL_NOT_FOUND);
    return row;
  }

  private async withItems(row: ChannelRow): Promise<AdminChannelRecord> {
    const refs = await this.deps.rows.items(row.id);
    const items = await this.labelRefs(refs);
    return { ...toAdminRecord(row, refs.length), items };
  }

  private itemsOf(input: AdminChannelValues): number[] {
    return input.source === 'curated' ? [...new Set(input.items)] : [];
  }

  /** The stored values for valid input; InvalidError naming the fields that are not. */
  private async checked(
    rows: ChannelAdminRepository,
    input: AdminChannelValues,
    current: ChannelRow | null,
  ) {
    const values = this.checkSource(input);
    const errors: Record<string, string[]> = {};
    const isHomepage = current?.slug === HOMEPAGE_SLUG;
    const slug = input.slug ?? (isHomepage ? HOMEPAGE_SLUG : channelSlug(input.name));
    if (isHomepage && slug !== HOMEPAGE_SLUG) {
      errors.slug = ["The homepage's slug cannot be changed."];
    } else if (await rows.slugTaken(slug, current?.id)) {
      errors.slug = [CHANNEL_SLUG_TAKEN];
    }
    if (isHomepage && (input.content_type !== 'channel' || input.source !== 'curated')) {
      errors.content_type = ['The homepage is a curated channel of channels.'];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);
    return { ...values, slug };
  }

  /**
   * The curated items exist (read before the write's transaction: the cards come from other
   * modules, which do not read inside our transaction).
   */
  private async checkItems(input: AdminChannelValues, current: ChannelRow | null): Promise<void> {
    const items = this.itemsOf(input);
    if (current && input.content_type === 'channel' && items.includes(current.id)) {
      throw new InvalidError({ items: ['A channel cannot contain itself.'] });
    }
    if ((await this.labels(input.content_type, items)).length !== items.length) {
      throw new InvalidError({ items: [ITEMS_MISSING] });
    }
  }

  /** The source's columns, checked against the content type; InvalidError when they do not fit. */
  private checkSource(input: AdminChannelValues) {
    const errors: Record<string, string[]> = {};
    const { content_type: type, source } = input;
    if (!SOURCES_BY_TYPE[type].includes(source)) {
      errors.source = ['The selected source is invalid for this content type.'];
    }
    const value = input.source_value ?? null;
    if ((VALUE_SOURCES as readonly string[]).includes(source) && !value) {
      errors.source_value = ['The source value field is required.'];
    }
    if (source === 'language' && value && !/^[a-z]{2,3}$/.test(value)) {
      errors.source_value = ['The language must be a two or three letter code.'];
    }
    const filters = input.source_filters ?? null;
    if (source === 'year_range') {
      const { yearFrom, yearTo } = filters ?? {};
      if (yearFrom === undefined && yearTo === undefined) {
        errors['source_filters.yearFrom'] = ['Give a year from, a year to, or both.'];
      } else if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) {
        errors['source_filters.yearTo'] = ['The year to must not be before the year from.'];
      }
    }
    const order = input.default_order ?? null;
    const allowed = CHANNEL_ORDERS[type];
    if (order && !allowed.includes(order.split(':')[0]!)) {
      errors.default_order = [
        allowed.length
          ? `The order must be one of ${allowed.join(', ')}, followed by :asc or :desc.`
          : 'This channel cannot be ordered.',
      ];
    }
    if (input.restriction && type !== 'title') {
      errors.restriction = ['Only a channel of titles can be restricted.'];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);
    return toChannelValues(input, {
      value: (VALUE_SOURCES as readonly string[]).includes(source) ? value : null,
      filters: (FILTER_SOURCES as readonly string[]).includes(source) ? filters : null,
    });
  }

  private labelRefs(refs: ChannelItemRef[]): Promise<AdminChannelItem[]> {
    const type = refs[0]?.item_type;
    return type
      ? this.labels(
          type,
          refs.map((ref) => ref.item_id),
        )
      : Promise.resolve([]);
  }

  /** The items' names and pictures, in the order of ids; ids with no record are left out. */
  private async labels(type: ChannelContentType, ids: number[]): Promise<AdminChannelItem[]> {
    if (!ids.length) return [];
    const item = (id: number, name: string, description: string | null, image: string | null) => ({
      item_type: type,
      item_id: id,
      name,
      description,
      image,
    });
    let found: AdminChannelItem[];
    if (type === 'title') {
      found = (await this.deps.titleCards.titleCards(ids)).map((card) =>
        item(card.id, card.name, card.year ? String(card.year) : null, card.poster),
      );
    } else if (type === 'person') {
      found = (await this.deps.people.cards(ids)).map((card) =>
        item(card.id, card.name, card.known_for, card.image),
      );
    } else if (type === 'news') {
      found = (await this.deps.news.summaries(ids)).map((news) =>
        item(news.id, news.title, news.source, news.image),
      );
    } else {
      found = (await this.deps.rows.channelsByIds(ids)).map((row) =>
        item(row.id, row.name, row.slug, null),
      );
    }
    const byId = new Map(found.map((entry) => [entry.item_id, entry]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/** A slug made from a name: lowercase words joined by dashes, never only digits (an id). */
export function channelSlug(name: string): string {
  const slug = slugify(name).slice(0, 100).replace(/-+$/, '') || 'channel';
  return /^\d+$/.test(slug) ? `channel-${slug}` : slug;
}
