import type { FastifyInstance } from 'fastify';
import { sendWithEtag } from '../../http/etag';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { RATE_LIMIT_STRATEGIES } from '../../http/rate-limits';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { idParam, numberParam } from './catalogue-params';
import { catalogueServices } from './catalogue-services';
import { pageVisitInput, titleListQuery, type PageVisitInput } from './title-schema';

export const TITLE_NOT_FOUND = 'Title not found.';
export const SEASON_NOT_FOUND = 'Season not found.';
export const EPISODE_NOT_FOUND = 'Episode not found.';

/** Page visits one address may record per minute by default (the `pageVisits` limit). */
export const VISITS_PER_MINUTE = RATE_LIMIT_STRATEGIES.pageVisits.max;

const VISITED_NOT_FOUND: Record<PageVisitInput['model_type'], string> = {
  title: TITLE_NOT_FOUND,
  person: 'Person not found.',
  episode: EPISODE_NOT_FOUND,
  news: 'News article not found.',
};

const view = permissionAccess('titles.view');

interface TitleParams {
  titleId?: string;
  season?: string;
  episode?: string;
}

/** Titles, seasons, episodes, credits, images (issue 5), and page visits. */
export async function titleRoutes(app: FastifyInstance): Promise<void> {
  const { titles, seasons, visits } = catalogueServices(app);

  app.get('/api/v1/titles', { config: view }, async (request, reply) => {
    const query = parseInput(titleListQuery, request.query);
    const { rows, total } = await titles.listCards(query, query);
    return sendWithEtag(request, reply, paginationResponse(rows, total, query.page, query.perPage));
  });

  app.get<{ Params: TitleParams }>(
    '/api/v1/titles/:titleId',
    { config: view },
    async (request, reply) => {
      const page = await titles.cachedPage(idParam(request.params.titleId, TITLE_NOT_FOUND));
      if (!page) throw notFound(TITLE_NOT_FOUND);
      return sendWithEtag(request, reply, page.tagged);
    },
  );

  app.get<{ Params: TitleParams }>(
    '/api/v1/titles/:titleId/credits',
    { config: view },
    async (request, reply) => {
      const page = await titles.fullCredits(idParam(request.params.titleId, TITLE_NOT_FOUND));
      if (!page) throw notFound(TITLE_NOT_FOUND);
      return sendWithEtag(request, reply, page);
    },
  );

  app.get<{ Params: TitleParams }>(
    '/api/v1/titles/:titleId/seasons/:season',
    { config: view },
    async (request, reply) => {
      const titleId = idParam(request.params.titleId, TITLE_NOT_FOUND);
      const season = numberParam(request.params.season, SEASON_NOT_FOUND);
      const found = await seasons.seasonPage(titleId, season);
      if (found.status === 'title-missing') throw notFound(TITLE_NOT_FOUND);
      if (found.status === 'season-missing') throw notFound(SEASON_NOT_FOUND);
      return sendWithEtag(request, reply, found.page);
    },
  );

  app.get<{ Params: TitleParams }>(
    '/api/v1/titles/:titleId/seasons/:season/episodes/:episode',
    { config: view },
    async (request, reply) => {
      const titleId = idParam(request.params.titleId, TITLE_NOT_FOUND);
      const season = numberParam(request.params.season, EPISODE_NOT_FOUND);
      const episode = numberParam(request.params.episode, EPISODE_NOT_FOUND);
      const found = await seasons.episodePage(titleId, season, episode);
      if (found.status === 'title-missing') throw notFound(TITLE_NOT_FOUND);
      if (found.status === 'episode-missing') throw notFound(EPISODE_NOT_FOUND);
      return sendWithEtag(request, reply, found.page);
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
    },
    async (request) => {
      const input = parseInput(pageVisitInput, request.body);
      if (!(await visits.record(input, request.user?.id ?? null))) {
        throw notFound(VISITED_NOT_FOUND[input.model_type]);
      }
      return { ok: true };
    },
  );
}
