import type { RouteObject, matchRoutes as MatchRoutes } from 'react-router';
import type { RouteSettingsCondition } from '@client/app/route-handles';

/**
 * Which kind of route of the app (src/client/app/app-routes.tsx) shows a path: its not-found
 * page, a root-level channel route (`/movies`, `/genre/drama`: a dynamic first segment, which
 * every named route outranks), or a named page.
 */
export type ClientRouteKind = 'not-found' | 'channel' | 'page';

/** What the server needs to know of the app's route table, the one list of its pages. */
export interface ClientRoutes {
  /** The kind of route showing a path relative to the base path. */
  kindOf(relativePath: string): ClientRouteKind;
  /** False for a page that exists only while a setting is on (/api-docs) and it is off. */
  existsWith(relativePath: string, settings: Parameters<RouteSettingsCondition>[0]): boolean;
}

function isNotFoundRoute(route: RouteObject): boolean {
  return (route.handle as { notFound?: unknown } | undefined)?.notFound === true;
}

function existsWhenOf(route: RouteObject | undefined): RouteSettingsCondition | undefined {
  return (route?.handle as { existsWhen?: RouteSettingsCondition } | undefined)?.existsWhen;
}

/** The index of a route table, with react-router's own matching. */
export function indexClientRoutes(
  routes: RouteObject[],
  matchRoutes: typeof MatchRoutes,
): ClientRoutes {
  return {
    kindOf(relativePath) {
      const matches = matchRoutes(routes, relativePath) ?? [];
      const deepest = matches.at(-1)?.route;
      if (!deepest || isNotFoundRoute(deepest)) return 'not-found';
      const pattern = matches.map((match) => match.route.path ?? '').join('/');
      const first = pattern.split('/').find(Boolean);
      return first?.startsWith(':') ? 'channel' : 'page';
    },
    existsWith(relativePath, settings) {
      const deepest = matchRoutes(routes, relativePath)?.at(-1)?.route;
      return existsWhenOf(deepest)?.(settings) ?? true;
    },
  };
}

let loaded: Promise<ClientRoutes> | null = null;

/**
 * Loaded with the first page served, as the server renderer is (server-render.ts): React and the
 * app's modules stay out of API-only processes, and the process has chosen its mode by then.
 */
export function loadClientRoutes(): Promise<ClientRoutes> {
  loaded ??= Promise.all([import('@client/app/app-routes'), import('react-router')]).then(
    ([app, router]) => indexClientRoutes(app.appRoutes, router.matchRoutes),
  );
  return loaded;
}
