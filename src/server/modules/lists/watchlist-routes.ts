import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, paginated } from '@common/api/responses';
import { titleCard } from '@common/api/title-card';
import { userAccess } from '../../http/route-access';
import { addItemInput, watchlistQuery, watchlistTitleParams } from './list-schema';

/** The signed-in user's watchlist (issue 5). */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { watchlist } = app.services;

  app.get(
    '/api/v1/watchlist',
    {
      config: userAccess,
      schema: {
        summary: "List the member's watchlist as title cards, the latest added first",
        querystring: watchlistQuery,
        response: { 200: paginated(titleCard) },
      },
    },
    async ({ user, query }) => watchlist.page(user!.id, query),
  );

  app.post(
    '/api/v1/watchlist',
    {
      config: userAccess,
      schema: {
        summary: 'Add a title to the watchlist (idempotent)',
        body: addItemInput,
        response: { 200: okResponse },
      },
    },
    async ({ user, body }) => {
      await watchlist.add(user!.id, body.title_id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/v1/watchlist/:titleId',
    {
      config: userAccess,
      schema: {
        summary: 'Remove a title from the watchlist',
        params: watchlistTitleParams,
        response: { 200: okResponse },
      },
    },
    async ({ user, params }) => {
      await watchlist.remove(user!.id, params.titleId);
      return { ok: true as const };
    },
  );
};
