import type { FastifyInstance } from 'fastify';

export async function emailVerificationRoutes(_app: FastifyInstance): Promise<void> {}
