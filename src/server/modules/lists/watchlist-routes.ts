import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { recordId } from '../reviews/review-schema';
import { addItemInput, watchlistQuery } from './list-schema';
import { WatchlistService } from './watchlist-service';

const titleIdParams = z.object({ titleId: recordId('title id') });

/** The signed-in user's watchlist (issue 5). */
export async function watchlistRoutes(app: FastifyInstance): Promise<void> {
  const watchlist = new WatchlistService(app.services.db);

  /** ?page&perPage → pagination of TitleCard, the latest added first. */
  app.get('/api/v1/watchlist', { config: userAccess }, async (request) =>
    watchlist.page(request.user!.id, parseInput(watchlistQuery, request.query)),
  );

  /** {title_id} → {ok: true}; idempotent. */
  app.post('/api/v1/watchlist', { config: userAccess }, async (request) => {
    const { title_id } = parseInput(addItemInput, request.body);
    await watchlist.add(request.user!.id, title_id);
    return { ok: true };
  });

  app.delete('/api/v1/watchlist/:titleId', { config: userAccess }, async (request) => {
    const { titleId } = parseInput(titleIdParams, request.params);
    await watchlist.remove(request.user!.id, titleId);
    return { ok: true };
  });
}
