import type { FastifyInstance } from 'fastify';

export async function accessTokenRoutes(_app: FastifyInstance): Promise<void> {}
