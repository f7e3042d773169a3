import { vi } from 'vitest';

export interface FakeRequest {
  /** The real method, method override applied (spec 7.1). */
  method: string;
  /** Path as the client names it: 'users/me', 'auth/user/confirm-password'. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, or the FormData sent. */
  body: unknown;
}

type Handler = (request: FakeRequest) => unknown;

/** Answers a handler may return besides a Response or a JSON value. */
export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export function validationError(field: string, message: string): Response {
  return jsonResponse({ message, errors: { [field]: [message] } }, 422);
}

function clientPath(url: URL): string {
  return url.pathname.replace(/^\/(api\/v1\/)?/, '');
}

/**
 * Replaces fetch (the network boundary) with a tiny server: handlers by method and path,
 * answering real Response objects. Requests nobody handles answer 404 and are listed in
 * `unhandled`, so a test can insist there were none.
 */
export function fakeApi() {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];

  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const method = headers.get('x-http-method-override') ?? init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
    const request: FakeRequest = { method, path: clientPath(url), query: url.searchParams, body };
    requests.push(request);
    const handler = routes.get(`${method} ${request.path}`);
    if (!handler) {
      unhandled.push(`${method} ${request.path}`);
      return jsonResponse({ message: 'Not found' }, 404);
    }
    const answer = await handler(request);
    return answer instanceof Response ? answer : jsonResponse(answer ?? {});
  });
  vi.stubGlobal('fetch', mock);

  return {
    requests,
    unhandled,
    on(method: string, path: string, handler: Handler | object) {
      routes.set(
        `${method} ${path}`,
        typeof handler === 'function' ? (handler as Handler) : () => handler,
      );
      return this;
    },
    /** The requests sent to one method and path, in order. */
    sent(method: string, path: string): FakeRequest[] {
      return requests.filter((item) => item.method === method && item.path === path);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
