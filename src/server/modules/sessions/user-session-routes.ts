import type { FastifyInstance } from 'fastify';

export async function userSessionRoutes(_app: FastifyInstance): Promise<void> {}
