import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsArticleResponse, newsArticleSummary } from '@common/api/news';
import { paginated } from '@common/api/responses';
import { sendWithEtag } from '../../http/etag';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { newsArticleParam, newsListQuery } from './news-schema';

const viewCatalogue = permissionAccess('titles.view');
/** sendWithEtag answers 304 without a body when If-None-Match names the current ETag. */
const notModified = z.null().describe('Not modified: the ETag in If-None-Match is current');

/** News articles (issue 5): the list, newest first, and one article with the latest others. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news } = app.services;

  app.get(
    '/api/v1/news',
    {
      config: viewCatalogue,
      schema: {
        summary: 'List news articles',
        querystring: newsListQuery,
        response: { 200: paginated(newsArticleSummary), 304: notModified },
      },
    },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const { rows, total } = await news.list(page, perPage);
      return sendWithEtag(request, reply, paginationResponse(rows, total, page, perPage));
    },
  );

  app.get(
    '/api/v1/news/:articleId',
    {
      config: viewCatalogue,
      schema: {
        summary: 'Read a news article',
        params: newsArticleParam,
        response: { 200: newsArticleResponse, 304: notModified },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await news.article(request.params.articleId)),
  );
};
