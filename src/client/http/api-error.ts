import type { ErrorResponse } from '@common/http/responses';

export const GENERIC_ERROR_MESSAGE = 'There was an issue. Please try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]>,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static fromResponse(status: number, body: unknown): ApiError {
    const shaped = (
      typeof body === 'object' && body !== null ? body : {}
    ) as Partial<ErrorResponse>;
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(shaped.errors ?? {})) {
      errors[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    }
    return new ApiError(status, shaped.message || GENERIC_ERROR_MESSAGE, errors, body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Spec 8: the first message of the field-specific entry in errors, otherwise the response
 * message, otherwise the generic failure text.
 */
export function getErrorMessage(error: unknown, field?: string): string {
  if (isApiError(error)) {
    const fieldMessage = field ? error.errors[field]?.[0] : undefined;
    return fieldMessage ?? error.message ?? GENERIC_ERROR_MESSAGE;
  }
  return GENERIC_ERROR_MESSAGE;
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
