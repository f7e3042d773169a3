import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '@common/api/dashboard';
import { permissionAccess } from '../../http/route-access';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dashboard } = app.services;

  /** Counts and recent sign-ups for the admin dashboard (users.update: it lists members' emails). */
  app.get(
    '/api/v1/admin/dashboard',
    {
      config: permissionAccess('users.update', true),
      schema: { summary: 'Read the admin dashboard', response: { 200: dashboardResponse } },
    },
    async () => dashboard.overview(new Date()),
  );
};
