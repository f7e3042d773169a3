import type { FastifyInstance } from 'fastify';

/** News articles (issue 5). */
export async function newsRoutes(_app: FastifyInstance): Promise<void> {}
