import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChannelInput,
  adminChannelItemSearchResponse,
  adminChannelPreviewResponse,
  adminChannelRecord,
} from '@common/api/admin-channels';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import {
  channelAdminListQuery,
  channelIdsParam,
  channelItemSearchQuery,
  channelPreviewInput,
  channelSlugOrIdParam,
} from './channel-admin-schema';

const answer = { 200: z.object({ channel: adminChannelRecord }) };

/** Channels in the admin (issue 15), the homepage's rows among them. */
export const channelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.channelAdmin;
  const access = permissionAccess('channels.update', true);

  app.get(
    '/api/v1/admin/channels',
    {
      config: access,
      schema: {
        summary: 'List channels',
        querystring: channelAdminListQuery,
        response: { 200: paginated(adminChannelRecord) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await service.list(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/admin/channel-items',
    {
      config: access,
      schema: {
        summary: 'Search records a curated channel can add',
        description: 'Titles, people or news by full-text search; channels by name or slug.',
        querystring: channelItemSearchQuery,
        response: { 200: adminChannelItemSearchResponse },
      },
    },
    async ({ query }) => ({
      items: await service.searchItems(query.type, query.query, query.except),
    }),
  );

  app.post(
    '/api/v1/admin/channels/preview',
    {
      config: access,
      schema: {
        summary: "Preview a channel's first items",
        description: 'Runs the unsaved settings through the code the public channel page uses.',
        body: channelPreviewInput,
        response: { 200: adminChannelPreviewResponse },
      },
    },
    async ({ body }) => ({ items: await service.preview(body) }),
  );

  app.get(
    '/api/v1/admin/channels/:slugOrId',
    {
      config: access,
      schema: {
        summary: 'Get a channel with its curated items',
        params: channelSlugOrIdParam,
        response: answer,
      },
    },
    async ({ params }) => ({ channel: await service.get(params.slugOrId) }),
  );

  app.post(
    '/api/v1/admin/channels',
    {
      config: access,
      schema: {
        summary: 'Create a channel',
        description: 'Without a slug, one is made from the name.',
        body: adminChannelInput,
        response: answer,
      },
    },
    async ({ body }) => ({ channel: await service.create(body) }),
  );

  app.put(
    '/api/v1/admin/channels/:slugOrId',
    {
      config: access,
      schema: {
        summary: 'Update a channel',
        description: 'The curated items are replaced by `items`, in that order.',
        params: channelSlugOrIdParam,
        body: adminChannelInput,
        response: answer,
      },
    },
    async ({ params, body }) => ({ channel: await service.update(params.slugOrId, body) }),
  );

  app.delete(
    '/api/v1/admin/channels/:ids',
    {
      config: access,
      schema: {
        summary: 'Delete channels',
        description:
          'The ids are comma-separated; channels nesting them lose them. The homepage cannot be deleted.',
        params: channelIdsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await service.delete(params.ids);
      return { message: 'Channels deleted.' };
    },
  );
};
