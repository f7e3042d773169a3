import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenList, createdAccessToken } from '@common/api/access-tokens';
import { messageResponse } from '@common/api/responses';
import { forbidden, notFound } from '../../http/http-error';
import { permissionAccess, userAccess } from '../../http/route-access';
import { assertPasswordRecentlyConfirmed } from '../../http/password-confirmation';
import { accessTokenParams, createAccessTokenSchema } from './access-token-schema';

/** API tokens for developers (spec 2.5 Developers, 4 Token creation). */
export const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accessTokens, settings } = app.services;

  /** The API switch (403), then the password confirmation (423): both before the body is read. */
  async function assertMayCreate(request: FastifyRequest): Promise<void> {
    if (!(await settings.all()).api.integrated) {
      throw forbidden('The API is not enabled on this site.');
    }
    assertPasswordRecentlyConfirmed(request);
  }

  app.get(
    '/api/v1/access-tokens',
    {
      config: userAccess,
      schema: { summary: 'List my API tokens', response: { 200: accessTokenList } },
    },
    async (request) => ({ tokens: await accessTokens.list(request.user!.id) }),
  );

  /** The plain token is in this answer only; the database keeps its SHA-256. */
  app.post(
    '/api/v1/access-tokens',
    {
      config: permissionAccess('api.access', true),
      preValidation: assertMayCreate,
      schema: {
        summary: 'Create an API token',
        body: createAccessTokenSchema,
        response: { 200: createdAccessToken },
      },
    },
    async (request) => accessTokens.create(request.user!.id, request.body.tokenName),
  );

  /** Tokens can be removed even after the API was switched off. */
  app.delete(
    '/api/v1/access-tokens/:id',
    {
      config: userAccess,
      schema: {
        summary: 'Delete one of my API tokens',
        params: accessTokenParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      if (!(await accessTokens.delete(request.user!.id, request.params.id))) {
        throw notFound('Token not found.');
      }
      return { message: 'Token deleted' };
    },
  );
};
