import { STATUS_CODES } from 'node:http';
import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { errorResponse } from '@common/api/responses';
import { isApiPath } from '../paths';
import { describeAccess } from './access-description';
import { HTTP_METHODS, mergeEquivalentPaths } from './equivalent-paths';
import { dropSafeIntegerBounds } from './integer-bounds';
import { securityFor } from './security-schemes';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

const joinParagraphs = (...parts: Array<string | undefined>) => parts.filter(Boolean).join('\n\n');

/**
 * Per route: API routes only (pages and files are not the API), with the route's access in its
 * description and as its security requirements; then the zod schemas become JSON Schema.
 */
export function createOpenApiTransform(basePath: string): SwaggerTransform {
  return (input) => {
    const { route, url } = input;
    if (!isApiPath(url, basePath)) return { schema: { hide: true } as FastifySchema, url };
    const access = route.config?.access;
    const schema = {
      ...input.schema,
      description: joinParagraphs(
        (input.schema as { description?: string } | undefined)?.description,
        describeAccess(access),
      ),
      security: securityFor(access, [route.method].flat(), route.config?.xsrf !== false),
    };
    return zodTransform({ ...input, schema });
  };
}

type Document = OpenAPIV3_1.Document;

const ERROR_RESPONSE: OpenAPIV3_1.ResponseObject = {
  description: 'The request failed: a message, and messages per field when the input was wrong.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** What @fastify/swagger calls a response whose schema has no description. */
const UNDESCRIBED = 'Default Response';

function operationsOf(document: Document): OpenAPIV3_1.OperationObject[] {
  return Object.values(document.paths ?? {}).flatMap((item) =>
    HTTP_METHODS.flatMap((method) => (item?.[method] ? [item[method]] : [])),
  );
}

/** Responses named by their status ('OK', 'Found' …) unless their schema says more, then 4XX. */
function completeResponses(operation: OpenAPIV3_1.OperationObject): OpenAPIV3_1.ResponsesObject {
  const responses: OpenAPIV3_1.ResponsesObject = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    responses[status] =
      '$ref' in response || response.description !== UNDESCRIBED
        ? response
        : { ...response, description: STATUS_CODES[status] ?? status };
  }
  return { ...responses, '4XX': { $ref: '#/components/responses/Error' } };
}

/**
 * The whole document: the schemas registered with ids, the one error shape every operation
 * answers 4XX with (spec 7.1), only the tags some operation carries, and no noise bounds.
 */
export const openApiTransformObject: SwaggerTransformObject = (input) => {
  const generated = dropSafeIntegerBounds(jsonSchemaTransformObject(input) as Document);
  const document = { ...generated, paths: mergeEquivalentPaths(generated.paths ?? {}) };
  const operations = operationsOf(document);
  for (const operation of operations) operation.responses = completeResponses(operation);
  const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(errorResponse, {
    target: 'draft-2020-12',
    io: 'output',
  });
  return {
    ...document,
    tags: document.tags?.filter((tag) => used.has(tag.name)),
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Error: errorSchema as OpenAPIV3_1.SchemaObject },
      responses: { ...document.components?.responses, Error: ERROR_RESPONSE },
    },
  };
};
