import { z } from 'zod';
import { newsArticleSummary } from './news';
import { personCard } from './people';
import { paginated } from './responses';
import { taxonomy, titleCard } from './title-card';

/** The channels API's answer: a channel with one page of its content. */

export const channelContentType = z.enum(['title', 'person', 'news', 'channel']);
export const channelLayout = z.enum(['grid', 'carousel', 'landscape', 'list', 'news', 'hero']);

export const channelSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  content_type: channelContentType,
  layout: channelLayout,
  restriction: z.string().nullable(),
  hide_title: z.boolean(),
  default_order: z.string().nullable(),
});

const titleItem = z.object({ model_type: z.literal('title'), ...titleCard.shape });
const personItem = z.object({ model_type: z.literal('person'), ...personCard.shape });
const newsItem = z.object({ model_type: z.literal('news'), ...newsArticleSummary.shape });

const nestedChannel = z.object({ model_type: z.literal('channel'), ...channelSummary.shape });

/** An item of a channel; a nested channel (a row of the homepage) carries its first items. */
export type ChannelItem =
  | z.infer<typeof titleItem>
  | z.infer<typeof personItem>
  | z.infer<typeof newsItem>
  | (z.infer<typeof nestedChannel> & { items: ChannelItem[] });

export const channelItem: z.ZodType<ChannelItem> = z
  .discriminatedUnion('model_type', [
    titleItem,
    personItem,
    newsItem,
    nestedChannel.extend({
      get items() {
        return z.array(channelItem);
      },
    }),
    // Recursive, so the OpenAPI document names it once as a component and refers to it.
  ])
  .meta({ id: 'ChannelItem' });

/**
 * GET channels/{slugOrId}?restriction=&page=&perPage=&order=&genre=&yearFrom=&yearTo=
 * &ratingFrom=&language=&type= : the channel with one page of its content. For a channel of
 * channels (the homepage) each nested channel carries its first items.
 */
export const channelPageResponse = z.object({
  channel: channelSummary,
  /** The restriction value from the URL with its display name, e.g. {name:'drama', display_name:'Drama'}. */
  restriction: taxonomy.nullable(),
  content: paginated(channelItem),
  /** Filter choices for the page's filter bar. */
  filters: z.object({ genres: z.array(taxonomy), languages: z.array(z.string()) }),
});

export type ChannelContentType = z.infer<typeof channelContentType>;
export type ChannelLayout = z.infer<typeof channelLayout>;
export type ChannelSummary = z.infer<typeof channelSummary>;
export type ChannelPageResponse = z.infer<typeof channelPageResponse>;
