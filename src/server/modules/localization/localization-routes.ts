import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizationRecord, translationLine } from '@common/api/localizations';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { requestedRelations } from '../../http/relation-params';
import { permissionAccess } from '../../http/route-access';
import {
  idParam,
  idsParam,
  lineListSchema,
  localizationListSchema,
  localizationQuery,
  localizationSchema,
  saveLinesSchema,
} from './localization-schema';

const manage = permissionAccess('localizations.update', true);
const localizationResponse = { 200: z.object({ localization: localizationRecord }) };

/** Localizations (spec 2.9): languages and their translation lines, managed in the admin. */
export const localizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { localizationAdmin } = app.services;

  app.get(
    '/api/v1/localizations',
    {
      config: manage,
      schema: {
        summary: 'List localizations',
        querystring: localizationListSchema,
        response: { 200: paginated(localizationRecord) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await localizationAdmin.paginate(query, requestedRelations(query));
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/localizations/:id',
    {
      config: manage,
      schema: {
        summary: 'Read a localization',
        params: idParam,
        querystring: localizationQuery,
        response: localizationResponse,
      },
    },
    async ({ params, query }) => ({
      localization: await localizationAdmin.find(params.id, requestedRelations(query)),
    }),
  );

  app.post(
    '/api/v1/localizations',
    {
      config: manage,
      schema: {
        summary: 'Create a localization',
        body: localizationSchema,
        response: localizationResponse,
      },
    },
    async ({ body }) => ({ localization: await localizationAdmin.create(body) }),
  );

  app.put(
    '/api/v1/localizations/:id',
    {
      config: manage,
      schema: {
        summary: 'Update a localization',
        params: idParam,
        body: localizationSchema,
        response: localizationResponse,
      },
    },
    async ({ params, body }) => ({ localization: await localizationAdmin.update(params.id, body) }),
  );

  app.delete(
    '/api/v1/localizations/:ids',
    {
      config: manage,
      schema: {
        summary: 'Delete localizations',
        params: idsParam,
        response: { 200: messageResponse },
      },
    },
    async ({ params }) => {
      await localizationAdmin.delete(params.ids);
      return { message: 'Localizations deleted.' };
    },
  );

  /** {data: [{key, value|null}], ...pagination}: catalogue messages and stored lines. */
  app.get(
    '/api/v1/localizations/:id/lines',
    {
      config: manage,
      schema: {
        summary: 'List the translation lines of a localization',
        params: idParam,
        querystring: lineListSchema,
        response: { 200: paginated(translationLine) },
      },
    },
    async ({ params, query }) => {
      const { rows, total } = await localizationAdmin.lines(params.id, query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.put(
    '/api/v1/localizations/:id/lines',
    {
      config: manage,
      schema: {
        summary: 'Save translation lines',
        params: idParam,
        body: saveLinesSchema,
        response: { 200: messageResponse },
      },
    },
    async ({ params, body }) => {
      await localizationAdmin.saveLines(params.id, body.lines);
      return { message: 'Translations saved.' };
    },
  );
};
