import type { FastifyInstance } from 'fastify';

/** Threaded comments (issue 5). */
export async function commentRoutes(_app: FastifyInstance): Promise<void> {}
