import type { FastifyRequest } from 'fastify';
import { loaderKey } from '@common/http/loader-key';

/** One GET to the API, as the page's first query makes it: path without the prefix, and params. */
export interface ApiCall {
  path: string;
  params?: Record<string, string | number>;
}

export interface ApiAnswer {
  key: string;
  status: number;
  body: unknown;
}

/** A call without params to a path built from segments, each encoded: ('titles', 12) → 'titles/12'. */
export const apiCall = (...segments: Array<string | number>): ApiCall => ({
  path: segments.map((segment) => encodeURIComponent(String(segment))).join('/'),
  params: {},
});

/**
 * Asks the app itself, as the visitor (same cookies, so the same permissions), for the API
 * answer the page's first query needs. Keeps the renderer independent of the modules' services.
 */
export async function callApi(request: FastifyRequest, call: ApiCall): Promise<ApiAnswer> {
  const params = call.params ?? {};
  const key = loaderKey(call.path, params);
  const prefix = request.server.config.basePath.replace(/\/$/, '');
  const query = key.includes('?') ? key.slice(key.indexOf('?')) : '';
  const response = await request.server.inject({
    method: 'GET',
    url: `${prefix}/api/v1/${call.path}${query}`,
    headers: {
      cookie: request.headers.cookie ?? '',
      accept: 'application/json',
      'x-request-id': request.id,
    },
  });
  let body: unknown = null;
  if (response.statusCode === 200) {
    try {
      body = JSON.parse(response.body) as unknown;
    } catch {
      body = null;
    }
  }
  return { key, status: response.statusCode, body };
}
