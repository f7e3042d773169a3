import type { FastifyInstance } from 'fastify';

/** The signed-in user's watchlist (issue 5). */
export async function watchlistRoutes(_app: FastifyInstance): Promise<void> {}
