import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendWithEtag } from '../../http/etag';
import { notFound } from '../../http/http-error';
import { RATE_LIMIT_STRATEGIES } from '../../http/rate-limits';
import { permissionAccess } from '../../http/route-access';
import { idParam } from '../catalogue/catalogue-params';
import { VideoService } from './video-service';

export const VIDEO_NOT_FOUND = 'Video not found.';
/** Plays one address may record for one video per minute by default (the `plays` limit). */
export const PLAYS_PER_MINUTE = RATE_LIMIT_STRATEGIES.plays.max;

const view = permissionAccess('titles.view');

type VideoRequest = FastifyRequest<{ Params: { videoId?: string } }>;

/** The watch page and play events (issue 5). */
export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const videos = new VideoService(app.services.db);

  app.get<{ Params: { videoId?: string } }>(
    '/api/v1/videos/:videoId',
    { config: view },
    async (request, reply) => {
      const page = await videos.watchPage(idParam(request.params.videoId, VIDEO_NOT_FOUND));
      if (!page) throw notFound(VIDEO_NOT_FOUND);
      return sendWithEtag(request, reply, page);
    },
  );

  app.post<{ Params: { videoId?: string } }>(
    '/api/v1/videos/:videoId/plays',
    {
      config: {
        ...view,
        rateLimit: {
          ...app.services.rateLimits.route('plays'),
          hook: 'preHandler',
          keyGenerator: (request) =>
            `plays:${request.ip}:${(request as VideoRequest).params.videoId ?? ''}`,
        },
      },
    },
    async (request) => {
      const videoId = idParam(request.params.videoId, VIDEO_NOT_FOUND);
      if (!(await videos.recordPlay(videoId, request.user?.id ?? null))) {
        throw notFound(VIDEO_NOT_FOUND);
      }
      return { ok: true };
    },
  );
}
