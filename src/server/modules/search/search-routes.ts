import type { FastifyInstance } from 'fastify';

/** Full-text search over titles, people and news (issue 5). */
export async function searchRoutes(_app: FastifyInstance): Promise<void> {}
