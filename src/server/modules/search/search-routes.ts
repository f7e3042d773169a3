import type { FastifyInstance } from 'fastify';
import { sendWithEtag } from '../../http/etag';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { searchQuery } from './search-schema';
import { SEARCH_CACHE_TTL_MS, SearchService } from './search-service';

/** Full-text search over titles, people and news (issue 5): the type-ahead and /search. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = new SearchService(app.services.db, {
    cacheTtlMs: app.config.mode === 'test' ? 0 : SEARCH_CACHE_TTL_MS,
  });

  app.get('/api/v1/search', { config: permissionAccess('titles.view') }, async (request, reply) => {
    const { query, types, limit } = parseInput(searchQuery, request.query);
    return sendWithEtag(request, reply, await search.cachedSearch(query, types, limit));
  });
}
