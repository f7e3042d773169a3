import { HttpError } from 'react-admin';

/**
 * The field messages of a refused save (a 422 turned into an HttpError by the data provider),
 * as a react-admin Form's onSubmit returns them so they show on the fields; undefined otherwise.
 */
export function submissionErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { errors?: Record<string, string> } | null | undefined;
  return body?.errors && Object.keys(body.errors).length ? body.errors : undefined;
}
