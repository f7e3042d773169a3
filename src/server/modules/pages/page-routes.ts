import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess, publicAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { customPageSeo } from './custom-page-seo';
import {
  customPageIdParam,
  customPageInput,
  customPageListQuery,
  idOrSlugParam,
  idsParam,
} from './custom-page-schema';
import { CustomPageService, toCustomPage } from './custom-page-service';

const PAGE_NOT_FOUND = 'Page not found.';
const manage = permissionAccess('custom_pages.update', true);

/** Custom pages (spec 2.7, 7.6): public reading by id or slug, management in the admin. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const pages = new CustomPageService(app.services.db);
  const { settings, config } = app.services;

  app.get('/api/v1/custom-pages', { config: manage }, async (request) => {
    const query = parseInput(customPageListQuery, request.query);
    const { pages: data, total } = await pages.list(query);
    return paginationResponse(data, total, query.page, query.perPage);
  });

  app.post('/api/v1/custom-pages', { config: manage }, async (request) => {
    const input = parseInput(customPageInput, request.body);
    return { page: await pages.create(input, request.user?.id ?? null) };
  });

  app.put('/api/v1/custom-pages/:id', { config: manage }, async (request) => {
    const { id } = parseInput(customPageIdParam, request.params);
    const input = parseInput(customPageInput, request.body);
    const page = await pages.update(id, input);
    if (!page) throw notFound(PAGE_NOT_FOUND);
    return { page };
  });

  app.delete('/api/v1/custom-pages/:ids', { config: manage }, async (request) => {
    const { ids } = parseInput(idsParam, request.params);
    await pages.delete(ids);
    return { message: 'Pages deleted.' };
  });

  app.get('/api/v1/custom-pages/:idOrSlug', { config: publicAccess }, async (request) => {
    const { idOrSlug } = parseInput(idOrSlugParam, request.params);
    const row = await pages.findByIdOrSlug(idOrSlug);
    if (!row) throw notFound(PAGE_NOT_FOUND);
    const { branding } = await settings.all();
    const url = `${config.appUrl.replace(/\/$/, '')}/pages/${row.id}/${row.slug}`;
    return {
      page: toCustomPage(row),
      seo: customPageSeo(row, branding.site_name, url),
      set_seo: true,
    };
  });
}
