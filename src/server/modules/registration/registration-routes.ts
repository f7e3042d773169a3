import type { FastifyInstance } from 'fastify';

export async function registrationRoutes(_app: FastifyInstance): Promise<void> {}
