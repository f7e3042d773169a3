/**
 * Route params of the title pages → the API call that answers them. One component serves the
 * title, season and episode variants of full-credits (and of videos), so it reads which params
 * the route carries.
 */
import { parseRouteId } from '@common/catalogue/route-id';

export type TitleRouteParams = Partial<
  Record<'titleId' | 'titleSlug' | 'season' | 'episode', string>
>;

export type CreditsSource =
  | { kind: 'title'; titleId: number; path: string }
  | { kind: 'season'; titleId: number; season: number; path: string }
  | { kind: 'episode'; titleId: number; season: number; episode: number; path: string };

/**
 * What a full-credits (or episode videos) route shows: the title's credits, a season's or an
 * episode's; null when a param present in the route is not a valid number.
 */
export function creditsSource(params: TitleRouteParams): CreditsSource | null {
  const titleId = parseRouteId(params.titleId);
  if (titleId === null) return null;
  const base = `titles/${titleId}`;
  if (params.season === undefined) {
    return { kind: 'title', titleId, path: `${base}/credits` };
  }
  // Season 0 holds a series' specials.
  const season = parseRouteId(params.season, true);
  if (season === null) return null;
  if (params.episode === undefined) {
    return { kind: 'season', titleId, season, path: `${base}/seasons/${season}` };
  }
  const episode = parseRouteId(params.episode, true);
  if (episode === null) return null;
  return {
    kind: 'episode',
    titleId,
    season,
    episode,
    path: `${base}/seasons/${season}/episodes/${episode}`,
  };
}

export type VideosSource =
  | { kind: 'title'; titleId: number; path: string }
  | { kind: 'episode'; titleId: number; season: number; episode: number; path: string };

/** The videos page serves titles/…/videos and …/season/:s/episode/:e/videos. */
export function videosSource(params: TitleRouteParams): VideosSource | null {
  const source = creditsSource(params);
  if (!source || source.kind === 'season') return null;
  if (source.kind === 'title') {
    return { kind: 'title', titleId: source.titleId, path: `titles/${source.titleId}` };
  }
  return source;
}
