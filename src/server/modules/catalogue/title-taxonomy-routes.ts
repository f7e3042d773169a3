import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { titleTaxonomies } from '@common/api/admin-taxonomies';
import { permissionAccess } from '../../http/route-access';
import {
  titleCountriesInput,
  titleGenresInput,
  titleIdParam,
  titleKeywordsInput,
} from './taxonomy-admin-schema';

const access = permissionAccess('titles.update', true);
const answer = { 200: titleTaxonomies };

/** A title's genres, keywords and production countries in the admin (issue 14). */
export const titleTaxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { titleTaxonomies: service } = app.services;

  app.get(
    '/api/v1/admin/titles/:titleId/taxonomies',
    {
      config: access,
      schema: {
        summary: "A title's genres, keywords and production countries",
        params: titleIdParam,
        response: answer,
      },
    },
    async ({ params }) => service.get(params.titleId),
  );

  app.put(
    '/api/v1/admin/titles/:titleId/genres',
    {
      config: access,
      schema: {
        summary: "Replace a title's genres",
        params: titleIdParam,
        body: titleGenresInput,
        response: answer,
      },
    },
    async ({ params, body }) => service.setGenres(params.titleId, body.ids),
  );

  app.put(
    '/api/v1/admin/titles/:titleId/keywords',
    {
      config: access,
      schema: {
        summary: "Replace a title's keywords",
        description:
          'Existing keywords by id; new ones by display name in `names` (a name whose URL key exists is that keyword).',
        params: titleIdParam,
        body: titleKeywordsInput,
        response: answer,
      },
    },
    async ({ params, body }) => service.setKeywords(params.titleId, body),
  );

  app.put(
    '/api/v1/admin/titles/:titleId/countries',
    {
      config: access,
      schema: {
        summary: "Replace a title's production countries",
        description: 'ISO 3166-1 alpha-2 codes.',
        params: titleIdParam,
        body: titleCountriesInput,
        response: answer,
      },
    },
    async ({ params, body }) => service.setCountries(params.titleId, body.codes),
  );
};
