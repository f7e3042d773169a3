import type { FastifyInstance } from 'fastify';

/** The watch page and play events (issue 5). */
export async function videoRoutes(_app: FastifyInstance): Promise<void> {}
