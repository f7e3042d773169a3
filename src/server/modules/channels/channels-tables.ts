import type { Generated } from 'kysely';

export type ChannelContentType = 'title' | 'person' | 'news' | 'channel';

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  content_type: ChannelContentType;
  /** Null for a curated channel (channel_items); otherwise the automatic query's name. */
  auto_query: string | null;
  /** The automatic query's argument, e.g. a genre name for 'genre'. */
  query_value: string | null;
  /** A URL restriction the channel accepts ({slugOrId}/{restriction}), e.g. 'genre'. */
  restriction: string | null;
  layout: string;
  default_order: string | null;
  hide_title: Generated<number>;
  /** The channel's page size (null: the site default). */
  per_page: number | null;
  /** 1: the public site answers 404 for it and skips it where it is nested. */
  hidden: Generated<number>;
  /** Saved title filters of an automatic source (year_range, discover), as JSON. */
  query_filters: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChannelItemsTable {
  id: Generated<number>;
  channel_id: number;
  item_type: ChannelContentType;
  item_id: number;
  order: Generated<number>;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface ChannelsTables {
  channels: ChannelsTable;
  channel_items: ChannelItemsTable;
}
