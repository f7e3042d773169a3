import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@common/api/titles';
import { watchPageResponse } from '@common/api/videos';
import { sendWithEtag } from '../../http/etag';
import { RATE_LIMIT_STRATEGIES } from '../../http/rate-limits';
import { permissionAccess } from '../../http/route-access';
import { routeIdParam } from '../catalogue';
import { eventSource } from '../reports';

/** Plays one address may record for one video per minute by default (the `plays` limit). */
export const PLAYS_PER_MINUTE = RATE_LIMIT_STRATEGIES.plays.max;

const view = permissionAccess('titles.view');

const videoParams = z.object({ videoId: routeIdParam });

/** The watch page and play events (issue 5). */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videos, reportEvents } = app.services;

  app.get(
    '/api/v1/videos/:videoId',
    {
      config: view,
      schema: {
        summary: 'Get a watch page',
        params: videoParams,
        response: { 200: watchPageResponse },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await videos.watchPage(request.params.videoId)),
  );

  app.post(
    '/api/v1/videos/:videoId/plays',
    {
      config: {
        ...view,
        rateLimit: {
          ...app.services.rateLimits.route('plays'),
          hook: 'preHandler',
          keyGenerator: (request) =>
            `plays:${request.ip}:${(request.params as { videoId?: unknown }).videoId ?? ''}`,
        },
      },
      schema: {
        summary: 'Record a play of a video',
        params: videoParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const video = await videos.recordPlay(request.params.videoId, request.user?.id ?? null);
      reportEvents.recordPlay(eventSource(request, app.config.countryHeader), video);
      return { ok: true as const };
    },
  );
};
