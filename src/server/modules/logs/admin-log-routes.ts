import type { FastifyInstance } from 'fastify';

export async function adminLogRoutes(_app: FastifyInstance): Promise<void> {}
