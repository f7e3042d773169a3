/**
 * The automatic queries a channel can run (channels.auto_query): the public channel pages run
 * them, and the channels admin offers them as sources (with 'curated' besides).
 */
export const AUTO_QUERIES = [
  'trending',
  'popular',
  'top_rated',
  'new_releases',
  'upcoming',
  'movies',
  'series',
  'genre',
  'keyword',
  'year_range',
  'language',
  'discover',
  'popular_people',
  'latest_news',
] as const;
export type AutoQuery = (typeof AUTO_QUERIES)[number];
