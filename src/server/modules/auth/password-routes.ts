import type { FastifyInstance } from 'fastify';

export async function passwordRoutes(_app: FastifyInstance): Promise<void> {}
