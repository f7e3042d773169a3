import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  episodePageResponse,
  okResponse,
  seasonPageResponse,
  titleCreditsResponse,
  titleListResponse,
  titlePageResponse,
} from '@common/api/titles';
import { sendWithEtag } from '../../http/etag';
import { paginationResponse } from '../../http/pagination';
import { RATE_LIMIT_STRATEGIES } from '../../http/rate-limits';
import { permissionAccess } from '../../http/route-access';
import { routeIdParam, routeNumberParam } from './catalogue-params';
import { pageVisitInput, titleListQuery } from './title-schema';

/** Page visits one address may record per minute by default (the `pageVisits` limit). */
export const VISITS_PER_MINUTE = RATE_LIMIT_STRATEGIES.pageVisits.max;

const view = permissionAccess('titles.view');

const titleParams = z.object({ titleId: routeIdParam });
const seasonParams = titleParams.extend({ season: routeNumberParam });
const episodeParams = seasonParams.extend({ episode: routeNumberParam });

/** Titles, seasons, episodes, credits, images (issue 5), and page visits. */
export const titleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { titles, seasons, pageVisits } = app.services;

  app.get(
    '/api/v1/titles',
    {
      config: view,
      schema: {
        summary: 'List titles',
        querystring: titleListQuery,
        response: { 200: titleListResponse },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { rows, total } = await titles.listCards(query, query);
      return sendWithEtag(
        request,
        reply,
        paginationResponse(rows, total, query.page, query.perPage),
      );
    },
  );

  app.get(
    '/api/v1/titles/:titleId',
    {
      config: view,
      schema: {
        summary: 'Get a title page',
        params: titleParams,
        response: { 200: titlePageResponse },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, (await titles.requirePage(request.params.titleId)).tagged),
  );

  app.get(
    '/api/v1/titles/:titleId/credits',
    {
      config: view,
      schema: {
        summary: "Get a title's full credits",
        params: titleParams,
        response: { 200: titleCreditsResponse },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await titles.fullCredits(request.params.titleId)),
  );

  app.get(
    '/api/v1/titles/:titleId/seasons/:season',
    {
      config: view,
      schema: {
        summary: 'Get a season page',
        params: seasonParams,
        response: { 200: seasonPageResponse },
      },
    },
    async (request, reply) => {
      const { titleId, season } = request.params;
      return sendWithEtag(request, reply, await seasons.seasonPage(titleId, season));
    },
  );

  app.get(
    '/api/v1/titles/:titleId/seasons/:season/episodes/:episode',
    {
      config: view,
      schema: {
        summary: 'Get an episode page',
        params: episodeParams,
        response: { 200: episodePageResponse },
      },
    },
    async (request, reply) => {
      const { titleId, season, episode } = request.params;
      return sendWithEtag(request, reply, await seasons.episodePage(titleId, season, episode));
    },
  );

  app.post(
    '/api/v1/page-visits',
    {
      config: {
        ...view,
        // a visitor opens a few pages a minute; more is a script filling the visits table
        rateLimit: {
          ...app.services.rateLimits.route('pageVisits'),
          hook: 'preHandler',
          keyGenerator: (request) => `visits:${request.ip}`,
        },
      },
      schema: {
        summary: 'Record a page visit',
        body: pageVisitInput,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await pageVisits.record(request.body, request.user?.id ?? null);
      return { ok: true as const };
    },
  );
};
