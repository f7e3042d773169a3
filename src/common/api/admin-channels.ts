import { z } from 'zod';
import { AUTO_QUERIES } from '../catalogue/channel-auto-queries';
import { titleFilters } from '../catalogue/title-filters';
import { channelContentType, channelItem, channelLayout } from './channels';

/** The channels admin (issue 15): records, the edit form's input, item search and the preview. */

/** Where a channel's content comes from: its curated items, or an automatic query. */
export const CHANNEL_SOURCES = ['curated', ...AUTO_QUERIES] as const;
export const channelSource = z.enum(CHANNEL_SOURCES, {
  error: 'The selected source is invalid.',
});
export type ChannelSource = z.infer<typeof channelSource>;

/** The sources each content type can take (a channel of channels is curated only). */
export const SOURCES_BY_TYPE: Record<
  z.infer<typeof channelContentType>,
  readonly ChannelSource[]
> = {
  title: CHANNEL_SOURCES.filter(
    (source) => source !== 'popular_people' && source !== 'latest_news',
  ),
  person: ['curated', 'popular_people'],
  news: ['curated', 'latest_news'],
  channel: ['curated'],
};

/** The sources whose value (source_value) names what they list. */
export const VALUE_SOURCES = ['genre', 'keyword', 'language'] as const;
/** The sources whose saved title filters (source_filters) say what they list. */
export const FILTER_SOURCES = ['year_range', 'discover'] as const;

/** The URL restrictions a channel of titles can accept ({slugOrId}/{restriction}). */
export const CHANNEL_RESTRICTIONS = ['genre'] as const;

export const CHANNEL_ITEMS_MAX = 500;

/** A curated item as the admin shows it: what it is, and a name and picture to recognise it. */
export const adminChannelItem = z.object({
  item_type: channelContentType,
  item_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});

/** A channel in the admin (GET admin/channels, admin/channels/{slugOrId}). */
export const adminChannelRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  content_type: channelContentType,
  source: channelSource,
  /** A genre or keyword name, or a language code, for those sources. */
  source_value: z.string().nullable(),
  /** The saved title filters of a year range or discover source. */
  source_filters: titleFilters.nullable(),
  layout: channelLayout,
  default_order: z.string().nullable(),
  per_page: z.number().int().nullable(),
  restriction: z.enum(CHANNEL_RESTRICTIONS).nullable(),
  hidden: z.boolean(),
  hide_title: z.boolean(),
  /** The site's front page: a channel of channels that cannot be deleted. */
  is_homepage: z.boolean(),
  items_count: z.number().int(),
  /** The curated items in order (only in the single record; [] in lists). */
  items: z.array(adminChannelItem),
  created_at: z.string(),
  updated_at: z.string(),
});

const text = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

const optionalText = (field: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? null : value),
    z
      .string({ error: `The ${field} must be text.` })
      .trim()
      .max(max, `The ${field} may not be greater than ${max} characters.`)
      .nullish(),
  );

export const CHANNEL_SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;
export const CHANNEL_SLUG_INVALID =
  'The slug may only contain lowercase letters, numbers and single dashes.';

/** The edit form's fields (POST admin/channels, PUT admin/channels/{slugOrId}, the preview). */
export const adminChannelInput = z.strictObject({
  name: text('name', 255),
  /** Made from the name when empty. */
  slug: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? null : value),
    z
      .string({ error: 'The slug must be text.' })
      .trim()
      .max(100, 'The slug may not be greater than 100 characters.')
      .regex(CHANNEL_SLUG_PATTERN, CHANNEL_SLUG_INVALID)
      .refine((slug) => !/^\d+$/.test(slug), 'The slug may not be only numbers.')
      .nullish(),
  ),
  description: optionalText('description', 2000),
  content_type: channelContentType.default('title'),
  source: channelSource.default('curated'),
  source_value: optionalText('source value', 100),
  source_filters: titleFilters.nullish(),
  layout: channelLayout.default('grid'),
  default_order: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string({ error: 'The order must be text.' })
      .regex(
        /^[a-z_]+:(asc|desc)$/,
        'The order must be a column and a direction, like rating:desc.',
      )
      .nullish(),
  ),
  per_page: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: 'The per page must be a number.' })
      .int('The per page must be a whole number.')
      .min(1, 'The per page must be at least 1.')
      .max(50, 'The per page may not be greater than 50.')
      .nullish(),
  ),
  restriction: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(CHANNEL_RESTRICTIONS, { error: 'The selected restriction is invalid.' }).nullish(),
  ),
  hidden: z.boolean({ error: 'The hidden field must be true or false.' }).default(false),
  hide_title: z.boolean({ error: 'The hide title field must be true or false.' }).default(false),
  /** The curated items in order: ids of the content type's records. */
  items: z
    .array(
      z
        .number({ error: 'Each item must be an id.' })
        .int('Each item must be an id.')
        .positive('Each item must be an id.')
        .max(2_147_483_647, 'Each item must be an id.'),
      { error: 'The items must be a list.' },
    )
    .max(CHANNEL_ITEMS_MAX, `A channel may have at most ${CHANNEL_ITEMS_MAX} items.`)
    .default([]),
});

/** GET admin/channels/items?type=&query= : records a curated channel of that type can add. */
export const adminChannelItemSearchResponse = z.object({ items: z.array(adminChannelItem) });

/** POST admin/channels/preview: the first items the unsaved settings would show. */
export const adminChannelPreviewResponse = z.object({ items: z.array(channelItem) });

export type AdminChannelItem = z.infer<typeof adminChannelItem>;
export type AdminChannelRecord = z.infer<typeof adminChannelRecord>;
export type AdminChannelInput = z.input<typeof adminChannelInput>;
export type AdminChannelValues = z.infer<typeof adminChannelInput>;
