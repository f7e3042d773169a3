import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insightsResponse } from '@common/api/insights';
import { permissionAccess } from '../../http/route-access';
import { routeIdParam, routeNumberParam } from '../catalogue';
import { dayRangeQuery } from '../../domain/day-range';

const titles = permissionAccess('titles.update', true);
const videos = permissionAccess('videos.update', true);
const response = { 200: insightsResponse };
const rangeNote =
  '`from` and `to` (YYYY-MM-DD, UTC) default to the last 30 days; at most 366 days. Every day ' +
  'of the range is listed, with 0 for days without any.';

/** The admin's insights (issue 14): visits and plays per day. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insights } = app.services;

  app.get(
    '/api/v1/admin/insights/titles/:titleId',
    {
      config: titles,
      schema: {
        summary: "A title's visits and plays per day",
        description: `Visits of its page; plays of all its videos (its episodes' too). ${rangeNote}`,
        params: z.object({ titleId: routeIdParam }),
        querystring: dayRangeQuery,
        response,
      },
    },
    async ({ params, query }) => insights.forScope({ titleId: params.titleId }, query),
  );

  app.get(
    '/api/v1/admin/insights/titles/:titleId/seasons/:season',
    {
      config: titles,
      schema: {
        summary: "A season's visits and plays per day",
        description: `Visits of its episodes' pages; plays of its and its episodes' videos. ${rangeNote}`,
        params: z.object({ titleId: routeIdParam, season: routeNumberParam }),
        querystring: dayRangeQuery,
        response,
      },
    },
    async ({ params, query }) => insights.forScope(params, query),
  );

  app.get(
    '/api/v1/admin/insights/titles/:titleId/seasons/:season/episodes/:episode',
    {
      config: titles,
      schema: {
        summary: "An episode's visits and plays per day",
        description: `Visits of its page; plays of its videos. ${rangeNote}`,
        params: z.object({
          titleId: routeIdParam,
          season: routeNumberParam,
          episode: routeNumberParam,
        }),
        querystring: dayRangeQuery,
        response,
      },
    },
    async ({ params, query }) => insights.forScope(params, query),
  );

  app.get(
    '/api/v1/admin/insights/videos/:videoId',
    {
      config: videos,
      schema: {
        summary: "A video's plays per day",
        description: `Visits are empty: watch pages are not counted. ${rangeNote}`,
        params: z.object({ videoId: routeIdParam }),
        querystring: dayRangeQuery,
        response,
      },
    },
    async ({ params, query }) => insights.forVideo(params.videoId, query),
  );
};
