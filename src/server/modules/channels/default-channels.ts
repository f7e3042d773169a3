import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { ChannelRepository, type NewChannel } from './channel-repository';
import type { ChannelContentType } from './channels-tables';

/**
 * The channels a site starts with. The slugs are part of the site's URLs: the navbar links to
 * /movies, /series, /people and /news, the front page reads 'homepage', genre pages live at
 * /genre/{name}, and the SEO renderer and sitemap rely on them. Keep them.
 */
/** The channel of channels the front page is built from; the sitemap lists it as the root. */
export const HOMEPAGE_SLUG = 'homepage';

export const DEFAULT_CHANNELS: NewChannel[] = [
  {
    name: 'Homepage',
    slug: HOMEPAGE_SLUG,
    description: null,
    content_type: 'channel',
    auto_query: null,
    query_value: null,
    restriction: null,
    layout: 'list',
    default_order: null,
    hide_title: 1,
  },
  titles('Trending now', 'trending', 'trending', 'hero', 'popularity:desc'),
  titles('Top rated', 'top-rated', 'top_rated', 'carousel', 'rating:desc'),
  titles('New releases', 'new-releases', 'new_releases', 'carousel', 'release_date:desc'),
  titles('Drama', 'drama', 'genre', 'carousel', 'popularity:desc', { query_value: 'drama' }),
  titles('Comedy', 'comedy', 'genre', 'carousel', 'popularity:desc', { query_value: 'comedy' }),
  {
    name: 'Latest news',
    slug: 'latest-news',
    description: null,
    content_type: 'news',
    auto_query: 'latest_news',
    query_value: null,
    restriction: null,
    layout: 'news',
    default_order: 'created_at:desc',
    hide_title: 0,
  },
  titles('Movies', 'movies', 'movies', 'grid', 'popularity:desc', { restriction: 'genre' }),
  titles('TV series', 'series', 'series', 'grid', 'popularity:desc', { restriction: 'genre' }),
  {
    name: 'Popular people',
    slug: 'people',
    description: null,
    content_type: 'person',
    auto_query: 'popular_people',
    query_value: null,
    restriction: null,
    layout: 'grid',
    default_order: 'popularity:desc',
    hide_title: 0,
  },
  {
    name: 'News',
    slug: 'news',
    description: null,
    content_type: 'news',
    auto_query: 'latest_news',
    query_value: null,
    restriction: null,
    layout: 'news',
    default_order: 'created_at:desc',
    hide_title: 0,
  },
  titles('Browse by genre', 'genre', 'genre', 'grid', 'popularity:desc', { restriction: 'genre' }),
];

/** The homepage's rows, in order. */
export const HOMEPAGE_ROWS = [
  'trending',
  'top-rated',
  'new-releases',
  'drama',
  'comedy',
  'latest-news',
];

function titles(
  name: string,
  slug: string,
  autoQuery: string,
  layout: string,
  order: string,
  extra: Partial<NewChannel> = {},
): NewChannel {
  return {
    name,
    slug,
    description: null,
    content_type: 'title',
    auto_query: autoQuery,
    query_value: null,
    restriction: null,
    layout,
    default_order: order,
    hide_title: 0,
    ...extra,
  };
}

/**
 * Creates the default channels when the channels table is empty (a fresh site, with or without
 * demo content); does nothing once any channel exists, so an administrator's edits are kept.
 */
export async function createDefaultChannels(db: Db): Promise<boolean> {
  const channels = new ChannelRepository(db);
  if ((await channels.count()) > 0) return false;
  await channels.createAll(
    DEFAULT_CHANNELS,
    HOMEPAGE_ROWS.map((slug, order) => ({
      channel: HOMEPAGE_SLUG,
      item_type: 'channel' as ChannelContentType,
      item: slug,
      order,
    })),
    nowIso(),
  );
  return true;
}
