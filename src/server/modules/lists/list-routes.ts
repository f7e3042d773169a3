import type { FastifyInstance } from 'fastify';
import { permissionAccess, userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import {
  addItemInput,
  createListInput,
  listIdParams,
  listItemParams,
  listPageQuery,
  reorderInput,
  slugOrIdParams,
  updateListInput,
} from './list-schema';
import { ListService } from './list-service';

/** User lists (issue 5). */
export async function listRoutes(app: FastifyInstance): Promise<void> {
  const lists = new ListService(app.services.db);

  /** The signed-in member's lists, the most recently updated first → pagination of UserList. */
  app.get('/api/v1/lists', { config: userAccess }, async (request) => {
    const userId = request.user!.id;
    return lists.forUser(userId, userId, parseInput(listPageQuery, request.query));
  });

  /** {name, description?, public, title_ids?} → {list}. */
  app.post(
    '/api/v1/lists',
    { config: permissionAccess('lists.create', true) },
    async (request) => ({
      list: await lists.create(request.user!, parseInput(createListInput, request.body)),
    }),
  );

  /** ?page&perPage → ListPageResponse; private lists only for their owner. */
  app.get(
    '/api/v1/lists/:slugOrId',
    { config: permissionAccess('titles.view') },
    async (request) => {
      const { slugOrId } = parseInput(slugOrIdParams, request.params);
      const page = parseInput(listPageQuery, request.query);
      return lists.show(slugOrId, request.user?.id ?? null, page);
    },
  );

  /** {name?, description?, public?} → {list}. */
  app.put('/api/v1/lists/:listId', { config: userAccess }, async (request) => {
    const { listId } = parseInput(listIdParams, request.params);
    const input = parseInput(updateListInput, request.body);
    return { list: await lists.update(request.user!.id, listId, input) };
  });

  app.delete('/api/v1/lists/:listId', { config: userAccess }, async (request) => {
    const { listId } = parseInput(listIdParams, request.params);
    await lists.delete(request.user!.id, listId);
    return { ok: true };
  });

  /** {title_id} → {list}; appended after the last item. */
  app.post('/api/v1/lists/:listId/items', { config: userAccess }, async (request) => {
    const { listId } = parseInput(listIdParams, request.params);
    const { title_id } = parseInput(addItemInput, request.body);
    return { list: await lists.addItem(request.user!.id, listId, title_id) };
  });

  /** {title_ids: every title of the list in its new order} → {list}. */
  app.put('/api/v1/lists/:listId/items/order', { config: userAccess }, async (request) => {
    const { listId } = parseInput(listIdParams, request.params);
    const { title_ids } = parseInput(reorderInput, request.body);
    return { list: await lists.reorder(request.user!.id, listId, title_ids) };
  });

  app.delete('/api/v1/lists/:listId/items/:titleId', { config: userAccess }, async (request) => {
    const { listId, titleId } = parseInput(listItemParams, request.params);
    return { list: await lists.removeItem(request.user!.id, listId, titleId) };
  });
}
