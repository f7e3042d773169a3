import type { FastifyInstance } from 'fastify';

/** Channels: curated and automatic (issue 5). */
export async function channelRoutes(_app: FastifyInstance): Promise<void> {}
