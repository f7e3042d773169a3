import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors';
import { permissionAccess } from '../../http/route-access';

/**
 * The document's outline; what its paths and components hold is free-form JSON Schema and
 * OpenAPI objects, generated (http/openapi) rather than written here.
 */
const openApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('An OpenAPI 3.1 document');

/**
 * The API's OpenAPI document (spec 2.7, 6): it exists only while the API is integrated, for
 * holders of api.access (visitors too, when the guest role holds it).
 */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;

  app.get(
    '/api/v1/openapi.json',
    {
      config: permissionAccess('api.access'),
      schema: { summary: 'The OpenAPI document', response: { 200: openApiDocument } },
    },
    async () => {
      if (!(await settings.all()).api.integrated) throw new NotFoundError();
      return app.swagger() as z.infer<typeof openApiDocument>;
    },
  );
};
