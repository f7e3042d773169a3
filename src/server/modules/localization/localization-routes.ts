import type { FastifyInstance } from 'fastify';

export async function localizationRoutes(_app: FastifyInstance): Promise<void> {}
