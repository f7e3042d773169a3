import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelPageResponse } from '@common/api/channels';
import { sendWithEtag } from '../../http/etag';
import { permissionAccess } from '../../http/route-access';
import { channelQuery } from './channel-schema';

/** Channels: curated and automatic (issue 5), e.g. /movies, /genre/drama and the homepage. */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { channels } = app.services;

  app.get(
    '/api/v1/channels/:slugOrId',
    {
      config: permissionAccess('titles.view'),
      schema: {
        summary: 'Get a channel with one page of its content',
        params: z.object({ slugOrId: z.string() }),
        querystring: channelQuery,
        response: { 200: channelPageResponse },
      },
    },
    async (request, reply) =>
      sendWithEtag(
        request,
        reply,
        await channels.cachedPage(request.params.slugOrId, request.query),
      ),
  );
};
