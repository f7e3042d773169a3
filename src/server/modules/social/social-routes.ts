import type { FastifyInstance } from 'fastify';

export async function socialRoutes(_app: FastifyInstance): Promise<void> {}
