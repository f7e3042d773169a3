import type { FastifyInstance } from 'fastify';
import { registerChallengeRoute } from './two-factor-challenge-route';
import { registerManagementRoutes } from './two-factor-management-routes';

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { twoFactor } = app.services;
  registerChallengeRoute(app, twoFactor);
  registerManagementRoutes(app, twoFactor);
}
