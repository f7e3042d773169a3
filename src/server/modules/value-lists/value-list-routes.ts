import type { FastifyInstance } from 'fastify';

export async function valueListRoutes(_app: FastifyInstance): Promise<void> {}
