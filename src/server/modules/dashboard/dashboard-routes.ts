import type { FastifyInstance } from 'fastify';
import { permissionAccess } from '../../http/route-access';
import { DashboardRepository } from './dashboard-repository';

const RECENT_USERS = 8;

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = new DashboardRepository(app.services.db);

  /** Counts and recent sign-ups for the admin dashboard. */
  app.get(
    '/api/v1/admin/dashboard',
    { config: permissionAccess('admin.access', true) },
    async () => {
      const [counts, recentUsers] = await Promise.all([
        dashboard.counts(new Date()),
        dashboard.recentUsers(RECENT_USERS),
      ]);
      return { counts, recentUsers };
    },
  );
}
