import type { FastifyInstance } from 'fastify';

/** User lists (issue 5). */
export async function listRoutes(_app: FastifyInstance): Promise<void> {}
