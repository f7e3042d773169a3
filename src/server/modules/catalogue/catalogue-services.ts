import type { FastifyInstance } from 'fastify';
import { PageVisitService } from './page-visit-service';
import { SeasonService } from './season-service';
import { TitleService } from './title-service';

/** How long a title page stays cached in process outside tests. */
export const TITLE_PAGE_CACHE_TTL_MS = 30_000;

export interface CatalogueServices {
  titles: TitleService;
  seasons: SeasonService;
  visits: PageVisitService;
}

const byApp = new WeakMap<object, CatalogueServices>();

/**
 * The catalogue services of an app, created once, so the API routes and the page renderer share
 * the title-page cache. Tests read their own writes at once, so the cache is off there.
 */
export function catalogueServices(app: FastifyInstance): CatalogueServices {
  let services = byApp.get(app.services);
  if (!services) {
    const db = app.services.db;
    services = {
      titles: new TitleService(db, {
        pageCacheTtlMs: app.config.mode === 'test' ? 0 : TITLE_PAGE_CACHE_TTL_MS,
      }),
      seasons: new SeasonService(db),
      visits: new PageVisitService(db),
    };
    byApp.set(app.services, services);
  }
  return services;
}
