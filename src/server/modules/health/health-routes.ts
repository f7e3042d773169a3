import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { publicAccess } from '../../http/route-access';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v1/health',
    { config: { ...publicAccess, allowBanned: true, allowUnverified: true } },
    async () => {
      await sql`select 1`.execute(app.services.db);
      return { status: 'ok' };
    },
  );
}
