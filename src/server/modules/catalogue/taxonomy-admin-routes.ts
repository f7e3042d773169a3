import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTaxonomyRecord, type AdminTaxonomyKind } from '@common/api/admin-taxonomies';
import { messageResponse, paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import {
  taxonomyIdParam,
  taxonomyIdsParam,
  taxonomyInput,
  taxonomyListQuery,
  taxonomyMergeInput,
} from './taxonomy-admin-schema';

const KINDS = [
  { kind: 'genres', one: 'genre', permission: 'genres.update', deleted: 'Genres deleted.' },
  { kind: 'keywords', one: 'keyword', permission: 'keywords.update', deleted: 'Keywords deleted.' },
] as const satisfies ReadonlyArray<{ kind: AdminTaxonomyKind; [field: string]: string }>;

/** Genres and keywords in the admin (issue 14): the same routes for both. */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, one, permission, deleted } of KINDS) {
    const service = app.services.taxonomyAdmin[kind];
    const access = permissionAccess(permission, true);
    const path = `/api/v1/admin/${kind}`;
    const answer = { 200: z.object({ [one]: adminTaxonomyRecord }) };

    app.get(
      path,
      {
        config: access,
        schema: {
          summary: `List ${kind} with their title counts`,
          querystring: taxonomyListQuery,
          response: { 200: paginated(adminTaxonomyRecord) },
        },
      },
      async ({ query }) => {
        const { rows, total } = await service.list(query);
        return paginationResponse(rows, total, query.page, query.perPage);
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: access,
        schema: { summary: `Get a ${one}`, params: taxonomyIdParam, response: answer },
      },
      async ({ params }) => ({ [one]: await service.get(params.id) }),
    );

    app.post(
      path,
      {
        config: access,
        schema: {
          summary: `Create a ${one}`,
          description: 'Without a name, the URL key is made from the display name.',
          body: taxonomyInput,
          response: answer,
        },
      },
      async ({ body }) => ({ [one]: await service.create(body) }),
    );

    app.post(
      `${path}/merge`,
      {
        config: access,
        schema: {
          summary: `Merge ${kind}`,
          description: `Moves every title of the ${kind} in \`ids\` onto \`into\`, then deletes them.`,
          body: taxonomyMergeInput,
          response: answer,
        },
      },
      async ({ body }) => ({ [one]: await service.merge(body) }),
    );

    app.put(
      `${path}/:id`,
      {
        config: access,
        schema: {
          summary: `Rename a ${one}`,
          description: 'Without a name, the URL key stays as it is.',
          params: taxonomyIdParam,
          body: taxonomyInput,
          response: answer,
        },
      },
      async ({ params, body }) => ({ [one]: await service.update(params.id, body) }),
    );

    app.delete(
      `${path}/:ids`,
      {
        config: access,
        schema: {
          summary: `Delete ${kind}`,
          description: `The ids are comma-separated: \`${path}/1,2,3\`; their titles lose them.`,
          params: taxonomyIdsParam,
          response: { 200: messageResponse },
        },
      },
      async ({ params }) => {
        await service.delete(params.ids);
        return { message: deleted };
      },
    );
  }
};
