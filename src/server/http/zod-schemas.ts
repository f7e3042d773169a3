import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Request validation through the route's zod schemas. A failure is the ZodError itself, so the
 * error handler answers it exactly as it always has: 422 with {message, errors: {field: [...]}}.
 * An absent body validates as {} (a POST without a body reads as "every field missing").
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * Every route's params, query and body are parsed by its zod schemas before the handler runs,
 * and every JSON response is encoded through its response schema, so a field the schema does
 * not name never leaves the server (a mismatch is our bug: a logged 500, never a leak).
 */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
