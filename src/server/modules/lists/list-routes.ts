import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPageResponse, listResponse, userList } from '@common/api/lists';
import { okResponse, paginated } from '@common/api/responses';
import { permissionAccess, userAccess } from '../../http/route-access';
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

/** User lists (issue 5). */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lists } = app.services;

  app.get(
    '/api/v1/lists',
    {
      config: userAccess,
      schema: {
        summary:
          "List the signed-in member's lists, or with workspaceId the workspace's (members only), the most recently updated first",
        querystring: listPageQuery,
        response: { 200: paginated(userList) },
      },
    },
    async ({ user, query, workspaceId }) =>
      workspaceId
        ? lists.forWorkspace(user!.id, workspaceId, query)
        : lists.forUser(user!.id, user!.id, query),
  );

  app.post(
    '/api/v1/lists',
    {
      config: permissionAccess('lists.create', true),
      schema: {
        summary: 'Create a list, optionally with its first titles',
        body: createListInput,
        response: { 200: listResponse },
      },
    },
    async ({ user, body, workspaceId }) => ({
      list: await lists.create(user!, body, user!.id, workspaceId),
    }),
  );

  app.get(
    '/api/v1/lists/:slugOrId',
    {
      config: permissionAccess('titles.view'),
      schema: {
        summary: 'Show a list with a page of its titles (private lists only to their owner)',
        params: slugOrIdParams,
        querystring: listPageQuery,
        response: { 200: listPageResponse },
      },
    },
    async ({ user, params, query }) => lists.show(params.slugOrId, user?.id ?? null, query),
  );

  app.put(
    '/api/v1/lists/:listId',
    {
      config: userAccess,
      schema: {
        summary: 'Rename, describe or hide a list (only the fields sent change)',
        params: listIdParams,
        body: updateListInput,
        response: { 200: listResponse },
      },
    },
    async ({ user, params, body }) => ({
      list: await lists.update(user!.id, params.listId, body),
    }),
  );

  app.delete(
    '/api/v1/lists/:listId',
    {
      config: userAccess,
      schema: {
        summary: 'Delete a list with its items',
        params: listIdParams,
        response: { 200: okResponse },
      },
    },
    async ({ user, params }) => {
      await lists.delete(user!.id, params.listId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/lists/:listId/items',
    {
      config: userAccess,
      schema: {
        summary: 'Add a title after the last item of a list',
        params: listIdParams,
        body: addItemInput,
        response: { 200: listResponse },
      },
    },
    async ({ user, params, body }) => ({
      list: await lists.addItem(user!.id, params.listId, body.title_id),
    }),
  );

  app.put(
    '/api/v1/lists/:listId/items/order',
    {
      config: userAccess,
      schema: {
        summary: 'Reorder a list (every title of the list in its new order)',
        params: listIdParams,
        body: reorderInput,
        response: { 200: listResponse },
      },
    },
    async ({ user, params, body }) => ({
      list: await lists.reorder(user!.id, params.listId, body.title_ids),
    }),
  );

  app.delete(
    '/api/v1/lists/:listId/items/:titleId',
    {
      config: userAccess,
      schema: {
        summary: 'Remove a title from a list',
        params: listItemParams,
        response: { 200: listResponse },
      },
    },
    async ({ user, params }) => ({
      list: await lists.removeItem(user!.id, params.listId, params.titleId),
    }),
  );
};
