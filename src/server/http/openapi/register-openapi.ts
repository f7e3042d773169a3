import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { Config } from '../../config';
import { createOpenApiTransform, openApiTransformObject } from './openapi-transform';
import { SECURITY_SCHEMES } from './security-schemes';

const DESCRIPTION = `The JSON API behind the site, generated from the route schemas.

- Every path below is relative to the server URL; answers are JSON.
- Sign in with the session cookie (as the site does; state-changing requests add the
  \`X-XSRF-TOKEN\` header) or send a personal access token as \`Authorization: Bearer <token>\`.
- Each operation names what it needs: anyone, a signed-in user, or a permission. A user holding
  the \`admin\` permission passes every permission check; a visitor passes one when the guest
  role holds the permission.
- Failures answer \`{message, errors}\`, where \`errors\` lists messages per field
  (422 for invalid input). Lists answer \`{data, current_page, per_page, total, last_page, from, to}\`.
- PUT, PATCH and DELETE may also be sent as POST with the \`X-HTTP-Method-Override\` header.`;

/**
 * The OpenAPI 3.1 document (GET /api/v1/openapi.json): registered before the routes, whose
 * schemas it collects as they are added; `tags` are the route modules' (src/server/routes.ts).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Config,
  tags: OpenAPIV3_1.TagObject[],
): Promise<void> {
  const server = config.basePath.replace(/\/$/, '') || '/';
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Cinedex API', version: '1', description: DESCRIPTION },
      servers: [{ url: server }],
      components: { securitySchemes: SECURITY_SCHEMES },
      tags,
    },
    transform: createOpenApiTransform(config.basePath),
    transformObject: openApiTransformObject,
  });
}
