import type { FastifyInstance } from 'fastify';
import { sendWithEtag } from '../../http/etag';
import { notFound } from '../../http/http-error';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { TitleService } from '../catalogue/title-service';
import { channelQuery } from './channel-schema';
import { CHANNEL_NOT_FOUND, ChannelService } from './channel-service';

/** Channels: curated and automatic (issue 5), e.g. /movies, /genre/drama and the homepage. */
export async function channelRoutes(app: FastifyInstance): Promise<void> {
  const db = app.services.db;
  // Tests read their own writes at once; elsewhere channel pages are cached for 30 s.
  const channels = new ChannelService(db, new TitleService(db), {
    pageCacheTtlMs: app.config.mode === 'test' ? 0 : 30_000,
  });

  app.get<{ Params: { slugOrId: string } }>(
    '/api/v1/channels/:slugOrId',
    { config: permissionAccess('titles.view') },
    async (request, reply) => {
      const { slugOrId } = request.params;
      if (!slugOrId || slugOrId.length > 255) throw notFound(CHANNEL_NOT_FOUND);
      const query = parseInput(channelQuery, request.query);
      return sendWithEtag(request, reply, await channels.cachedPage(slugOrId, query));
    },
  );
}
