import type { FastifyInstance } from 'fastify';

/** People and their filmographies (issue 5). */
export async function personRoutes(_app: FastifyInstance): Promise<void> {}
