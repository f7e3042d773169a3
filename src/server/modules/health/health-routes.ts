import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@common/api/health';
import { publicAccess } from '../../http/route-access';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services;

  app.get(
    '/api/v1/health',
    {
      config: { ...publicAccess, allowBanned: true, allowUnverified: true },
      schema: { summary: 'Check the server and its database', response: { 200: healthResponse } },
    },
    async () => health.check(),
  );
};
