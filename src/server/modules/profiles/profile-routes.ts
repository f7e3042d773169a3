import type { FastifyInstance } from 'fastify';

/** Public user profiles and follows (issue 5). */
export async function profileRoutes(_app: FastifyInstance): Promise<void> {}
