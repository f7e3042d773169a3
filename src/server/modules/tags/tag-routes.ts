import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { tagIdParam, tagIdsParam, tagInput, tagListQuery } from './tag-schema';
import { TagService } from './tag-service';

const TAG_NOT_FOUND = 'Tag not found.';
const manage = permissionAccess('tags.update', true);

/** Tag management in the admin (issue 4 item 10). */
export async function tagRoutes(app: FastifyInstance): Promise<void> {
  const tags = new TagService(app.services.db);

  app.get('/api/v1/tags', { config: manage }, async (request) => {
    const query = parseInput(tagListQuery, request.query);
    const { rows, total } = await tags.list(query);
    return paginationResponse(rows, total, query.page, query.perPage);
  });

  app.get('/api/v1/tags/:id', { config: manage }, async (request) => {
    const { id } = parseInput(tagIdParam, request.params);
    const tag = await tags.find(id);
    if (!tag) throw notFound(TAG_NOT_FOUND);
    return { tag };
  });

  app.post('/api/v1/tags', { config: manage }, async (request) => ({
    tag: await tags.create(parseInput(tagInput, request.body)),
  }));

  app.put('/api/v1/tags/:id', { config: manage }, async (request) => {
    const { id } = parseInput(tagIdParam, request.params);
    const tag = await tags.update(id, parseInput(tagInput, request.body));
    if (!tag) throw notFound(TAG_NOT_FOUND);
    return { tag };
  });

  app.delete('/api/v1/tags/:ids', { config: manage }, async (request) => {
    const { ids } = parseInput(tagIdsParam, request.params);
    await tags.delete(ids);
    return { message: 'Tags deleted.' };
  });
}
