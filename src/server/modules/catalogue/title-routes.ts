import type { FastifyInstance } from 'fastify';

/** Titles, seasons, episodes, credits, images (issue 5). */
export async function titleRoutes(_app: FastifyInstance): Promise<void> {}
