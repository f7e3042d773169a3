import type { FastifyInstance } from 'fastify';

export async function tagRoutes(_app: FastifyInstance): Promise<void> {}
