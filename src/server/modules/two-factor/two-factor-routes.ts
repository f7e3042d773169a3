import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerChallengeRoute } from './two-factor-challenge-route';
import { registerManagementRoutes } from './two-factor-management-routes';
import { TwoFactorRepository } from './two-factor-repository';
import { TwoFactorService } from './two-factor-service';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const twoFactor = new TwoFactorService(
    new TwoFactorRepository(app.services.db),
    app.services.encrypter,
  );
  registerChallengeRoute(app, twoFactor);
  registerManagementRoutes(app, twoFactor);
};
