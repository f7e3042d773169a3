import type { IncomingMessage } from 'node:http';
import { METHOD_OVERRIDE_HEADER } from '@common/http/paths';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

function queryMethod(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('_method') ?? undefined;
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
