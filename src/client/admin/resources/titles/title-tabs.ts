/** The tabs of a title's edit page, each at /admin/titles/{titleId}/edit/{tab}. */
export const TITLE_EDIT_TABS = [
  { path: 'primary-facts', label: 'Primary facts' },
  { path: 'images', label: 'Images' },
  { path: 'genres', label: 'Genres' },
  { path: 'keywords', label: 'Keywords' },
  { path: 'countries', label: 'Countries' },
  { path: 'cast', label: 'Cast' },
  { path: 'crew', label: 'Crew' },
  { path: 'videos', label: 'Videos' },
  { path: 'seasons', label: 'Seasons', seriesOnly: true },
  { path: 'reviews', label: 'Reviews' },
  { path: 'comments', label: 'Comments' },
] as const;

export type TitleEditTab = (typeof TITLE_EDIT_TABS)[number]['path'];

/** The tabs a title shows: seasons only for a series. */
export function titleEditTabs(type: 'movie' | 'series' | undefined) {
  return TITLE_EDIT_TABS.filter((tab) => !('seriesOnly' in tab) || type === 'series');
}

/**
 * The tab a URL shows: the segment after `/edit/`; a season's or episode's pages
 * (`edit/seasons/2/episodes/3/cast`) keep Seasons selected. Unknown or missing → primary facts.
 */
export function titleTabFromPath(pathname: string): TitleEditTab {
  const match = /\/titles\/[^/]+\/edit\/([^/?#]+)/.exec(pathname);
  const segment = match?.[1];
  const tab = TITLE_EDIT_TABS.find((candidate) => candidate.path === segment);
  return tab?.path ?? 'primary-facts';
}
