import type { FastifyInstance } from 'fastify';
import { registerChallengeRoute } from './two-factor-challenge-route';
import { registerManagementRoutes } from './two-factor-management-routes';
import { TwoFactorRepository } from './two-factor-repository';
import { TwoFactorService } from './two-factor-service';

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const twoFactor = new TwoFactorService(
    new TwoFactorRepository(app.services.db),
    app.services.encrypter,
  );
  registerChallengeRoute(app, twoFactor);
  registerManagementRoutes(app, twoFactor);
}
