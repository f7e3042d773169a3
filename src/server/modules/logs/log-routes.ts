import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors';
import { permissionAccess } from '../../http/route-access';

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { errorLogReader } = app.services;

  app.get(
    '/api/v1/logs/error/download-latest',
    {
      config: permissionAccess('logs.view', true),
      schema: {
        summary: 'Download the newest error log file',
        response: { 200: z.string().describe('The error log file, one JSON line per error') },
      },
    },
    async (_request, reply) => {
      const file = await errorLogReader.latestFile();
      if (!file) throw new NotFoundError('There are no error logs yet.');
      return (
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
          // streamed as it is; the schema documents the text the stream carries
          .send(createReadStream(file) as unknown as string)
      );
    },
  );
};
