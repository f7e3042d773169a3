import { isDebugPayload } from '@common/http/responses';
import {
  API_PREFIX,
  isRootPath,
  METHOD_OVERRIDE_HEADER,
  WORKSPACE_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@common/http/paths';
import { getBootstrapData } from '../app/bootstrap-store';
import { ApiError } from './api-error';
import { readCookie } from './cookies';
import { reportDebugError } from './debug-errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Params = Record<string, unknown>;

export interface RequestOptions {
  params?: Params;
  body?: Params | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const JOINED_PARAMS = ['with', 'load', 'loadCount'];
const IDEMPOTENT: HttpMethod[] = ['GET', 'PUT', 'DELETE'];
const MAX_RETRIES = 3;

function basePath(): string {
  try {
    return getBootstrapData().base_path;
  } catch {
    return '/';
  }
}

/** Spec 7.1: relative paths get api/v1/ unless they start with auth, secure, log-viewer or horizon. */
export function resolveUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const clean = path.replace(/^\/+/, '');
  return `${basePath()}${isRootPath(clean) ? clean : `${API_PREFIX}/${clean}`}`;
}

export function activeWorkspaceId(): number {
  const value = Number(readCookie(WORKSPACE_COOKIE) ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export function serializeParams(method: HttpMethod, params: Params = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (method === 'GET' && JOINED_PARAMS.includes(key)) search.set(key, value.join(','));
      else value.forEach((item) => search.append(`${key}[]`, String(item)));
    } else if (typeof value === 'object') {
      search.set(key, JSON.stringify(value));
    } else {
      search.set(key, String(value));
    }
  }
  return search;
}

function withWorkspace(method: HttpMethod, options: RequestOptions): RequestOptions {
  const workspaceId = activeWorkspaceId();
  if (!workspaceId || !['GET', 'POST', 'PUT'].includes(method)) return options;
  if (method === 'GET') {
    if (options.params?.workspaceId !== undefined) return options;
    return { ...options, params: { ...options.params, workspaceId } };
  }
  const body = options.body;
  if (body instanceof FormData) {
    if (!body.has('workspaceId')) body.append('workspaceId', String(workspaceId));
    return options;
  }
  if (body?.workspaceId !== undefined) return options;
  return { ...options, body: { ...body, workspaceId } };
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  return response.text();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One request as spec 7.1 sends it, retried on network errors and idempotent 5xx (spec 8). */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const prepared = withWorkspace(method, options);
  const overridden = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
  const params: Params = { ...prepared.params, ...(overridden ? { _method: method } : {}) };
  const query = serializeParams(method, params).toString();
  const url = `${resolveUrl(path)}${query ? `?${query}` : ''}`;

  const headers: Record<string, string> = { Accept: 'application/json', ...prepared.headers };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (overridden) headers[METHOD_OVERRIDE_HEADER] = method;
  let body: BodyInit | undefined;
  if (prepared.body instanceof FormData) {
    body = prepared.body;
  } else if (prepared.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(prepared.body);
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = '{}';
  }

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: method === 'GET' ? 'GET' : 'POST',
        headers,
        body,
        credentials: 'same-origin',
        signal: prepared.signal,
      });
    } catch (error) {
      if (prepared.signal?.aborted || attempt >= MAX_RETRIES) throw error;
      await delay(300 * (attempt + 1));
      continue;
    }
    const payload = await parseBody(response);
    if (response.ok) return payload as T;
    if (response.status >= 500 && IDEMPOTENT.includes(method) && attempt < MAX_RETRIES) {
      await delay(300 * (attempt + 1));
      continue;
    }
    if (isDebugPayload(payload)) reportDebugError(payload);
    throw ApiError.fromResponse(response.status, payload);
  }
}

export const apiClient = {
  get: <T>(path: string, params?: Params, options?: Omit<RequestOptions, 'params'>) =>
    request<T>('GET', path, { ...options, params }),
  post: <T>(path: string, body?: Params | FormData, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: Params | FormData, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: Params | FormData, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, params?: Params, options?: Omit<RequestOptions, 'params'>) =>
    request<T>('DELETE', path, { ...options, params }),
};
