import { XSRF_HEADER } from '@common/http/paths';

/** What the viewer's try-it requests look like to its request interceptor. */
export interface TryItRequest {
  url: string;
  method?: string;
  headers: Record<string, string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Try-it requests made with the visitor's session need the XSRF header on state-changing
 * methods, as the site's own requests send it (spec 7.1); it goes to this site only, and a
 * fresh value is read for every request since the cookie changes when one signs in or out.
 */
export function withXsrfHeader<T extends TryItRequest>(
  request: T,
  xsrfToken: string | null,
  origin: string,
): T {
  const method = (request.method ?? 'GET').toUpperCase();
  if (!xsrfToken || SAFE_METHODS.has(method)) return request;
  if (new URL(request.url, origin).origin !== origin) return request;
  return { ...request, headers: { ...request.headers, [XSRF_HEADER]: xsrfToken } };
}
