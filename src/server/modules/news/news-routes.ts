import type { FastifyInstance } from 'fastify';
import { sendWithEtag } from '../../http/etag';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { newsArticleParam, newsListQuery } from './news-schema';
import { NewsService } from './news-service';

export const NEWS_NOT_FOUND = 'News article not found.';
const viewCatalogue = permissionAccess('titles.view');

/** News articles (issue 5): the list, newest first, and one article with the latest others. */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const news = new NewsService(app.services.db);

  app.get('/api/v1/news', { config: viewCatalogue }, async (request, reply) => {
    const { page, perPage } = parseInput(newsListQuery, request.query);
    const { rows, total } = await news.list(page, perPage);
    return sendWithEtag(request, reply, paginationResponse(rows, total, page, perPage));
  });

  app.get('/api/v1/news/:articleId', { config: viewCatalogue }, async (request, reply) => {
    const { articleId } = parseInput(newsArticleParam, request.params);
    const response = articleId === null ? null : await news.article(articleId);
    if (!response) throw notFound(NEWS_NOT_FOUND);
    return sendWithEtag(request, reply, response);
  });
}
