import {
  FILTER_SOURCES,
  SOURCES_BY_TYPE,
  VALUE_SOURCES,
  type AdminChannelInput,
  type AdminChannelItem,
  type ChannelSource,
} from '@common/api/admin-channels';
import type { ChannelContentType, ChannelLayout } from '@common/api/channels';
import { TITLE_ORDERS } from '@common/catalogue/title-filters';
import { slugify } from '@common/text/slugify';

type Trans = (text: string) => string;
type Choice = { id: string; name: string };

/** English names (shown through trans) of what a channel can hold. */
const CONTENT_TYPE_LABELS: Record<ChannelContentType, string> = {
  title: 'Titles',
  person: 'People',
  news: 'News',
  channel: 'Other channels',
};

const SOURCE_LABELS: Record<ChannelSource, string> = {
  curated: 'Curated items',
  popular: 'Popular',
  trending: 'Trending',
  top_rated: 'Top rated',
  new_releases: 'New releases',
  upcoming: 'Upcoming',
  movies: 'Movies',
  series: 'TV series',
  genre: 'A genre',
  keyword: 'A keyword',
  year_range: 'A year range',
  language: 'A language',
  discover: 'A saved discover filter',
  popular_people: 'Popular people',
  latest_news: 'Latest news',
};

const LAYOUT_LABELS: Record<ChannelLayout, string> = {
  hero: 'Hero carousel',
  carousel: 'Carousel',
  grid: 'Grid',
  list: 'List',
  landscape: 'Landscape',
  news: 'News cards',
};

const ORDER_LABELS: Record<string, string> = {
  popularity: 'Popularity',
  rating: 'Rating',
  release_date: 'Release date',
  name: 'Name',
  vote_count: 'Votes',
  created_at: 'Date added',
};

/** The columns each content type can be ordered by (as the server's CHANNEL_ORDERS). */
const ORDER_COLUMNS: Record<ChannelContentType, readonly string[]> = {
  title: TITLE_ORDERS,
  person: ['popularity', 'name'],
  news: ['created_at'],
  channel: [],
};

export const contentTypeChoices = (trans: Trans): Choice[] =>
  Object.entries(CONTENT_TYPE_LABELS).map(([id, name]) => ({ id, name: trans(name) }));

export const contentTypeLabel = (type: ChannelContentType) => CONTENT_TYPE_LABELS[type];
export const sourceLabel = (source: ChannelSource) => SOURCE_LABELS[source] ?? source;

/** The sources a content type can take, named. */
export const sourceChoices = (trans: Trans, type: ChannelContentType | undefined): Choice[] =>
  SOURCES_BY_TYPE[type ?? 'title'].map((id) => ({ id, name: trans(SOURCE_LABELS[id]) }));

export const layoutChoices = (trans: Trans, type: ChannelContentType | undefined): Choice[] =>
  (Object.keys(LAYOUT_LABELS) as ChannelLayout[])
    .filter((layout) => layout !== 'news' || type === 'news')
    .map((id) => ({ id, name: trans(LAYOUT_LABELS[id]) }));

/** 'rating:desc' … for the content type: each column, both directions. */
export const orderChoices = (trans: Trans, type: ChannelContentType | undefined): Choice[] =>
  ORDER_COLUMNS[type ?? 'title'].flatMap((column) => [
    { id: `${column}:desc`, name: `${trans(ORDER_LABELS[column] ?? column)} ↓` },
    { id: `${column}:asc`, name: `${trans(ORDER_LABELS[column] ?? column)} ↑` },
  ]);

export const sourceNeedsValue = (source: string | undefined) =>
  (VALUE_SOURCES as readonly string[]).includes(source ?? '');
export const sourceNeedsFilters = (source: string | undefined) =>
  (FILTER_SOURCES as readonly string[]).includes(source ?? '');

/** The slug the server would make from a name (the form fills it in until it is edited). */
export function slugFromName(name: string): string {
  const slug = slugify(name).slice(0, 100).replace(/-+$/, '');
  return /^\d+$/.test(slug) ? `channel-${slug}` : slug;
}

/** The form's values: the API's input, with curated items carried with their labels. */
export type ChannelFormValues = Partial<Omit<AdminChannelInput, 'items'>> & {
  items?: AdminChannelItem[];
};

function blankToNull(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() || null : (value ?? null);
}

/** Saved filters without empty fields; null when none is left. */
function cleanFilters(filters: Record<string, unknown> | null | undefined) {
  const entries = Object.entries(filters ?? {}).filter(
    ([, value]) => value !== null && value !== undefined && value !== '',
  );
  return entries.length ? Object.fromEntries(entries) : null;
}

/**
 * POST/PUT admin/channels and the preview: the editable fields, blank text sent as null, the
 * source's value or filters only when the source uses them, curated items as ids in order.
 */
export function channelPayload(values: ChannelFormValues): AdminChannelInput {
  const source = values.source ?? 'curated';
  return {
    name: (values.name ?? '').trim(),
    slug: blankToNull(values.slug) as string | null,
    description: blankToNull(values.description) as string | null,
    content_type: values.content_type ?? 'title',
    source,
    source_value: sourceNeedsValue(source) ? (blankToNull(values.source_value) as string) : null,
    source_filters: sourceNeedsFilters(source)
      ? (cleanFilters(values.source_filters as Record<string, unknown>) as never)
      : null,
    layout: values.layout ?? 'grid',
    default_order: blankToNull(values.default_order) as string | null,
    per_page: values.per_page ?? null,
    restriction: values.content_type === 'title' ? (values.restriction ?? null) : null,
    hidden: Boolean(values.hidden),
    hide_title: Boolean(values.hide_title),
    items:
      source === 'curated'
        ? (values.items ?? [])
            .filter((item) => item.item_type === (values.content_type ?? 'title'))
            .map((item) => item.item_id)
        : [],
  };
}
