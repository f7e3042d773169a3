import type { StandInRequest } from '../stand-in-http';

/** One API route: method, path pattern, and a handler answering [status, body?]. */
export type PaypalRoute = [
  string,
  RegExp,
  (
    params: string[],
    body: Record<string, unknown>,
    request: StandInRequest,
  ) => [number, unknown?] | Promise<[number, unknown?]>,
];

/** A JSON Patch operation as PayPal's PATCH endpoints take them. */
export interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
