import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error';
import { permissionAccess } from '../../http/route-access';

export async function logRoutes(app: FastifyInstance): Promise<void> {
  const { errorLog } = app.services;

  app.get(
    '/api/v1/logs/error/download-latest',
    { config: permissionAccess('logs.view', true) },
    async (_request, reply) => {
      const file = await errorLog.latestFile();
      if (!file) throw notFound('There are no error logs yet.');
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
        .send(createReadStream(file));
    },
  );
}
