import type { FastifyInstance } from 'fastify';

/** sitemap.xml and robots.txt (issue 5). */
export async function seoRoutes(_app: FastifyInstance): Promise<void> {}
