import type { FastifyInstance } from 'fastify';

export async function pageRoutes(_app: FastifyInstance): Promise<void> {}
