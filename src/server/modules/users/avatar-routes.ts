import type { FastifyInstance } from 'fastify';

export async function avatarRoutes(_app: FastifyInstance): Promise<void> {}
