import type { FastifyInstance } from 'fastify';

export async function recaptchaRoutes(_app: FastifyInstance): Promise<void> {}
