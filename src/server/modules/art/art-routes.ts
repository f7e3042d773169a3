import type { FastifyInstance } from 'fastify';

/** Generated poster, backdrop and portrait art (issue 5). */
export async function artRoutes(_app: FastifyInstance): Promise<void> {}
