import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../http/http-error';
import { permissionAccess, userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { accessTokenParams, createAccessTokenSchema } from './access-token-schema';

/** API tokens for developers (spec 2.5 Developers, 4 Token creation). */
export async function accessTokenRoutes(app: FastifyInstance): Promise<void> {
  const { accessTokens, settings } = app.services;

  app.get('/api/v1/access-tokens', { config: userAccess }, async (request) => ({
    tokens: await accessTokens.list(request.user!.id),
  }));

  /** The plain token is in this answer only; the database keeps its SHA-256. */
  app.post(
    '/api/v1/access-tokens',
    { config: permissionAccess('api.access', true) },
    async (request) => {
      if (!(await settings.all()).api.integrated) {
        throw forbidden('The API is not enabled on this site.');
      }
      assertPasswordRecentlyConfirmed(request);
      const { tokenName } = parseInput(createAccessTokenSchema, request.body);
      return accessTokens.create(request.user!.id, tokenName);
    },
  );

  /** Tokens can be removed even after the API was switched off. */
  app.delete('/api/v1/access-tokens/:id', { config: userAccess }, async (request) => {
    const { id } = parseInput(accessTokenParams, request.params);
    if (!(await accessTokens.delete(request.user!.id, id))) throw notFound('Token not found.');
    return { message: 'Token deleted' };
  });
}
