import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerChallengeRoute } from './two-factor-challenge-route';
import { registerManagementRoutes } from './two-factor-management-routes';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.services;
  registerChallengeRoute(app, twoFactor);
  registerManagementRoutes(app, twoFactor);
};
