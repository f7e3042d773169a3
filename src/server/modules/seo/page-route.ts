import { PROFILE_TABS } from '@common/catalogue/page-queries';
import { parseRouteId } from '@common/catalogue/route-id';
import type { ClientRouteKind } from '../../render/client-routes';
/**
 * The public page a URL shows, matched like src/client/app/app-routes.tsx matches it, so the
 * server can fetch the page's first data and write its head tags.
 */
export type PageRoute =
  | { page: 'home' }
  | { page: 'landing' }
  | { page: 'title'; titleId: string; section: 'main' | 'videos' | 'images' | 'full-credits' }
  | { page: 'season'; titleId: string; season: string; section: 'main' | 'full-credits' }
  | {
      page: 'episode';
      titleId: string;
      season: string;
      episode: string;
      section: 'main' | 'full-credits' | 'videos';
    }
  | { page: 'person'; personId: string }
  | { page: 'watch'; videoId: string }
  | { page: 'news'; articleId: string }
  | { page: 'channel'; slugOrId: string; restriction: string | null }
  | { page: 'list'; slugOrId: string }
  | { page: 'profile'; userId: string; slug: string; tab: string | null }
  | { page: 'custom-page'; idOrSlug: string }
  | { page: 'search'; query: string }
  /** A catalogue URL whose id cannot exist (not a number): the client shows its 404 page. */
  | { page: 'not-found' };

/** The channel of channels the front page is built from (default-channels.ts). */
export const HOMEPAGE_CHANNEL = 'homepage';

const NOT_FOUND: PageRoute = { page: 'not-found' };

/**
 * A route id as the client reads it (parseRouteId), normalised for the API path ('012' → '12').
 * Null when invalid.
 */
export function routeId(value: string | undefined, allowZero = false): string | null {
  const id = parseRouteId(value, allowZero);
  return id === null ? null : String(id);
}

const TITLE_SECTIONS = new Set(['videos', 'images', 'full-credits']);
const EPISODE_SECTIONS = new Set(['full-credits', 'videos']);

function decodeSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchTitle(rest: string[]): PageRoute | null {
  const [rawId, slug, kind, rawSeason, kind2, rawEpisode, section] = rest;
  if (rawId === undefined || rest.length > 7) return null;
  const titleId = routeId(rawId);
  if (titleId === null) return NOT_FOUND;
  if (slug === undefined || kind === undefined) return { page: 'title', titleId, section: 'main' };
  if (TITLE_SECTIONS.has(kind) && rawSeason === undefined) {
    return { page: 'title', titleId, section: kind as 'videos' };
  }
  if (kind !== 'season' || rawSeason === undefined) return null;
  const season = routeId(rawSeason, true);
  if (season === null) return NOT_FOUND;
  if (kind2 === undefined) return { page: 'season', titleId, season, section: 'main' };
  if (kind2 === 'full-credits' && rawEpisode === undefined) {
    return { page: 'season', titleId, season, section: 'full-credits' };
  }
  if (kind2 !== 'episode' || rawEpisode === undefined) return null;
  const episode = routeId(rawEpisode, true);
  if (episode === null) return NOT_FOUND;
  if (section === undefined) return { page: 'episode', titleId, season, episode, section: 'main' };
  return EPISODE_SECTIONS.has(section)
    ? { page: 'episode', titleId, season, episode, section: section as 'videos' }
    : null;
}

/** A page showing one row by id: the route, or the 404 route for an id that cannot exist. */
function byId(value: string, route: (id: string) => PageRoute): PageRoute {
  const id = routeId(value);
  return id === null ? NOT_FOUND : route(id);
}

/**
 * The page at a path relative to the base path ('titles/1/alien'), or null for other pages.
 * `kind` is how the app's own route table sees the path (client-routes.ts): whether it is a
 * root-level channel route, which every named route outranks (`/login` is no channel), and
 * the news index at /news is one.
 */
export function matchPageRoute(relativePath: string, kind: ClientRouteKind): PageRoute | null {
  const segments = decodeSegments(relativePath);
  if (!segments) return null;
  const [first, second, third, fourth] = segments;
  const count = segments.length;
  if (kind === 'not-found') return null;
  if (first === undefined) return { page: 'home' };
  if (kind === 'channel') {
    // a file that is not there (favicon.ico): no channel's slug has a dot
    if (first.includes('.')) return NOT_FOUND;
    return { page: 'channel', slugOrId: first, restriction: second ?? null };
  }
  switch (first) {
    case 'landing':
      return count === 1 ? { page: 'landing' } : null;
    case 'titles':
      return matchTitle(segments.slice(1));
    case 'people':
      return second && count <= 3
        ? byId(second, (personId) => ({ page: 'person', personId }))
        : null;
    case 'watch':
      return second && count === 2 ? byId(second, (videoId) => ({ page: 'watch', videoId })) : null;
    case 'news':
      if (second && count === 2) return byId(second, (articleId) => ({ page: 'news', articleId }));
      break;
    case 'user':
      if (!second || !third || count > 4) return null;
      if (fourth !== undefined && !(PROFILE_TABS as readonly string[]).includes(fourth)) {
        return NOT_FOUND;
      }
      return byId(second, (userId) => ({
        page: 'profile',
        userId,
        slug: third,
        tab: fourth ?? null,
      }));
    case 'lists':
      return second && second !== 'new' && count === 2 ? { page: 'list', slugOrId: second } : null;
    case 'pages':
      // pages/:pageSlug and pages/:pageId/:pageSlug: the client asks for the id when it has one.
      return second && count <= 3 ? { page: 'custom-page', idOrSlug: second } : null;
    case 'search':
      return second && count === 2 ? { page: 'search', query: second } : null;
    case 'channel':
      return second && count <= 3
        ? { page: 'channel', slugOrId: second, restriction: third ?? null }
        : null;
  }
  return null;
}
