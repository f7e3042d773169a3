import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ErrorResponse } from '@common/http/responses';
import { DomainError } from '../domain/errors';
import { buildDebugPayload } from './debug-trace';
import { domainErrorStatus } from './domain-error-status';
import { HttpError } from './http-error';
import { isApiPath } from './paths';
import { zodErrorsToFields } from './validation';

export const SERVER_ERROR_MESSAGE = 'There was an issue. Please try again.';

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request has an invalid content length.'],
  FST_ERR_BAD_URL: [400, 'The request URL is malformed.'],
};

interface Classified {
  status: number;
  body: ErrorResponse;
}

export function classifyError(error: unknown): Classified {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toResponse() };
  if (error instanceof DomainError) {
    return {
      status: domainErrorStatus(error),
      body: { message: error.message, errors: error.errors },
    };
  }
  if (error instanceof ZodError) {
    const errors = zodErrorsToFields(error);
    return { status: 422, body: { message: Object.values(errors)[0]?.[0] ?? '', errors } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FRAMEWORK_MESSAGES[fastifyError.code] : undefined;
  if (known) return { status: known[0], body: { message: known[1], errors: {} } };
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { status: 400, body: { message: 'The request body is not valid JSON.', errors: {} } };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message ?? SERVER_ERROR_MESSAGE, errors: {} } };
  }
  return { status: 500, body: { message: SERVER_ERROR_MESSAGE, errors: {} } };
}

export interface ErrorHandlerOptions {
  debug: boolean;
  onServerError: (error: Error, request: FastifyRequest) => void;
}

/** Every failure answers {message, errors}; 5xx are logged and, with APP_DEBUG, carry a trace. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const { status, body } = classifyError(error);
    if (status >= 500) {
      const err = error instanceof Error ? error : new Error(String(error));
      request.log.error({ err }, 'request failed');
      options.onServerError(err, request);
      return reply
        .status(status)
        .send(options.debug ? { ...body, ...buildDebugPayload(err), message: err.message } : body);
    }
    return reply.status(status).send(body);
  });
}

export function jsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const message = isApiPath(path) ? 'Not found.' : `Route ${request.method}:${path} not found.`;
  return reply.status(404).send({ message, errors: {} } satisfies ErrorResponse);
}
