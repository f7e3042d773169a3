import type { FastifyInstance } from 'fastify';

/** Ratings and reviews (issue 5). */
export async function reviewRoutes(_app: FastifyInstance): Promise<void> {}
