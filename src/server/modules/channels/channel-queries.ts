import type { ChannelLayout, ChannelSummary } from '@common/catalogue/catalogue-types';
import { titleFilters, type TitleFilters } from '@common/catalogue/title-filters';
import type { ChannelRow } from './channel-repository';
import { CHANNEL_ORDERS } from './channel-schema';

import type { AutoQuery } from '@common/catalogue/channel-auto-queries';

/** Titles need this many votes to appear in 'top_rated' (a numeric query_value overrides it). */
export const TOP_RATED_MIN_VOTES = 50;

/** How many items each nested channel of a channel of channels (the homepage) carries. */
export const NESTED_ITEMS = { title: 20, person: 20, news: 6, channel: 0 } as const;

/** The order of each automatic query when neither the visitor nor the channel sets one. */
export const DEFAULT_ORDERS: Record<AutoQuery, string> = {
  trending: 'popularity:desc',
  popular: 'popularity:desc',
  upcoming: 'release_date:asc',
  keyword: 'popularity:desc',
  year_range: 'popularity:desc',
  language: 'popularity:desc',
  discover: 'popularity:desc',
  top_rated: 'rating:desc',
  new_releases: 'release_date:desc',
  movies: 'popularity:desc',
  series: 'popularity:desc',
  genre: 'popularity:desc',
  popular_people: 'popularity:desc',
  latest_news: 'created_at:desc',
};
export function toSummary(row: ChannelRow): ChannelSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    content_type: row.content_type,
    layout: row.layout as ChannelLayout,
    restriction: row.restriction,
    hide_title: Boolean(Number(row.hide_title)),
    default_order: orderOf(row) ?? null,
  };
}

/** The title filters an automatic source saved (a year range, a discover filter); {} if none. */
export function savedFilters(channel: Pick<ChannelRow, 'query_filters'>): TitleFilters {
  if (!channel.query_filters) return {};
  try {
    const parsed = titleFilters.safeParse(JSON.parse(channel.query_filters));
    return parsed.success ? definedOnly(parsed.data) : {};
  } catch {
    return {};
  }
}

export function definedOnly(filters: TitleFilters): TitleFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as TitleFilters;
}

/** The channel's own order when it is valid for its content, else its query's default. */
export function orderOf(channel: ChannelRow): string | undefined {
  const allowed = CHANNEL_ORDERS[channel.content_type] ?? [];
  const [column] = (channel.default_order ?? '').split(':');
  if (
    channel.default_order &&
    /^[a-z_]+:(asc|desc)$/.test(channel.default_order) &&
    allowed.includes(column!)
  ) {
    return channel.default_order;
  }
  return channel.auto_query ? DEFAULT_ORDERS[channel.auto_query as AutoQuery] : undefined;
}
