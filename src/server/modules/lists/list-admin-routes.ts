import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listItem, listResponse, userList } from '@common/api/lists';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import {
  listAdminCreateInput,
  listAdminIdParam,
  listAdminIdsParam,
  listAdminItemParams,
  listAdminQuery,
  listAdminUpdateInput,
} from './list-admin-schema';
import { addItemInput, reorderInput } from './list-schema';

const access = permissionAccess('lists.update', true);
const PATH = '/api/v1/admin/lists';

/** Lists in the admin (issue 15): the site's own lists, and moderation of members' lists. */
export const listAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listAdmin } = app.services;

  app.get(
    PATH,
    {
      config: access,
      schema: {
        summary: "List every list, the site's and members'",
        description:
          'Filters: `site`, `public` (true or false), `user_id`, `slug`, `query`, `ids`.',
        querystring: listAdminQuery,
        response: { 200: paginated(userList) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await listAdmin.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    `${PATH}/:id`,
    {
      config: access,
      schema: { summary: 'Get a list', params: listAdminIdParam, response: { 200: listResponse } },
    },
    async ({ params }) => ({ list: await listAdmin.get(params.id) }),
  );

  app.post(
    PATH,
    {
      config: access,
      schema: {
        summary: "Create one of the site's lists",
        description: 'Owned by the signed-in admin and credited to the site on its public page.',
        body: listAdminCreateInput,
        response: { 200: listResponse },
      },
    },
    async ({ user, body }) => ({ list: await listAdmin.create(user!, body) }),
  );

  app.put(
    `${PATH}/:id`,
    {
      config: access,
      schema: {
        summary: 'Edit any list (only the fields sent change)',
        params: listAdminIdParam,
        body: listAdminUpdateInput,
        response: { 200: listResponse },
      },
    },
    async ({ params, body }) => ({ list: await listAdmin.update(params.id, body) }),
  );

  app.delete(
    `${PATH}/:ids`,
    {
      config: access,
      schema: {
        summary: 'Delete lists with their items',
        description: `The ids are comma-separated: \`${PATH}/1,2,3\`.`,
        params: listAdminIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await listAdmin.delete(params.ids);
      return { message: 'Lists deleted.' };
    },
  );

  app.get(
    `${PATH}/:id/items`,
    {
      config: access,
      schema: {
        summary: "A list's titles in list order, for its editor (the first 500)",
        params: listAdminIdParam,
        response: { 200: z.object({ items: z.array(listItem), total: z.number().int() }) },
      },
    },
    async ({ params }) => listAdmin.items(params.id),
  );

  app.post(
    `${PATH}/:id/items`,
    {
      config: access,
      schema: {
        summary: 'Add a title after the last item of any list',
        params: listAdminIdParam,
        body: addItemInput,
        response: { 200: listResponse },
      },
    },
    async ({ params, body }) => ({ list: await listAdmin.addItem(params.id, body.title_id) }),
  );

  app.put(
    `${PATH}/:id/items/order`,
    {
      config: access,
      schema: {
        summary: 'Reorder any list (every title of the list in its new order)',
        params: listAdminIdParam,
        body: reorderInput,
        response: { 200: listResponse },
      },
    },
    async ({ params, body }) => ({ list: await listAdmin.reorder(params.id, body.title_ids) }),
  );

  app.delete(
    `${PATH}/:id/items/:titleId`,
    {
      config: access,
      schema: {
        summary: 'Remove a title from any list',
        params: listAdminItemParams,
        response: { 200: listResponse },
      },
    },
    async ({ params }) => ({ list: await listAdmin.removeItem(params.id, params.titleId) }),
  );
};
