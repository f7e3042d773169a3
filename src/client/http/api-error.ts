import { isDebugPayload, type ErrorResponse } from '@common/http/responses';

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
 * Spec 8's extraction, for every error a page shows: the first message of the field's entry in
 * errors (of the first field that has one when no field is named), otherwise the response's
 * message; the generic failure text only for an answer without a message (or no answer at all).
 */
export function getErrorMessage(error: unknown, field?: string): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  const messages = field
    ? error.errors[field]
    : Object.values(error.errors).find((entry) => entry.length > 0);
  return messages?.[0] || error.message || GENERIC_ERROR_MESSAGE;
}

/** Whether the response carried a debug trace, which the 'An error occured' dialog shows. */
export function carriesDebugTrace(error: unknown): boolean {
  return isApiError(error) && isDebugPayload(error.body);
}

export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
