import { matchRoutes, type RouteObject } from 'react-router';

/** Loads the lazy modules of the routes a location matches and puts them on the route objects. */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: { pathname: string },
  basename: string,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
