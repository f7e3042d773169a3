import type { FastifyInstance } from 'fastify';

export async function adminUserRoutes(_app: FastifyInstance): Promise<void> {}
