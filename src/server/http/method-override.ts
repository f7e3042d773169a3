import type { IncomingMessage } from 'node:http';
import { METHOD_OVERRIDE_HEADER } from '@common/http/paths';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** The param that carries the real method (spec 7.1), in the query or in the body. */
export const METHOD_PARAM = '_method';

function queryMethod(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get(METHOD_PARAM) ?? undefined;
}

/**
 * Spec 7.1: PUT, PATCH and DELETE arrive as POST with X-HTTP-Method-Override and/or a _method
 * param. Used as Fastify's rewriteUrl, which runs before routing, so the real route is matched.
 */
export function applyMethodOverride(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (req.method !== 'POST') return url;
  const header = req.headers[METHOD_OVERRIDE_HEADER];
  const requested = (Array.isArray(header) ? header[0] : header) ?? queryMethod(url);
  const method = requested?.toUpperCase();
  if (method && OVERRIDABLE.has(method)) req.method = method;
  return url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Once routed, the method param has done its work: it is dropped from the query and from a parsed
 * body (JSON or urlencoded) before any route validates its input. Multipart bodies are read as a
 * stream by the route itself, which skips the field (see isConventionField).
 */
export function dropMethodParam(request: { query: unknown; body: unknown }): void {
  for (const source of [request.query, request.body]) {
    if (isRecord(source)) delete source[METHOD_PARAM];
  }
}
