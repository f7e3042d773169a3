import type { ErrorResponse } from '@common/http/responses';

/** An error that maps directly onto a response with the spec's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toResponse(): ErrorResponse {
    return { message: this.message, errors: this.errors };
  }
}

export const validationError = (errors: Record<string, string[]>, message?: string) =>
  new HttpError(
    422,
    message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.',
    errors,
  );
export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
