import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, resolveUrl } from '@client/http/api-client';
import { ApiError, getErrorMessage, GENERIC_ERROR_MESSAGE } from '@client/http/api-error';
import { onDebugError } from '@client/http/debug-errors';
import { shouldRetryQuery } from '@client/http/query-client';
import { installBootstrap } from '../../../support/bootstrap-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return {
    url: new URL(url, 'http://localhost'),
    init,
    headers: init.headers as Record<string, string>,
  };
};

function clearCookies() {
  for (const name of ['XSRF-TOKEN', 'activeWorkspaceId']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  installBootstrap();
  clearCookies();
  fetchMock = vi.fn(async () => json({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCookies();
});

describe('paths (spec 7.1)', () => {
  it('prefixes relative paths with api/v1/', () => {
    expect(resolveUrl('users/me')).toBe('/api/v1/users/me');
    expect(resolveUrl('/users/me')).toBe('/api/v1/users/me');
  });

  it.each(['auth/login', 'secure/auth/social/google/login', 'log-viewer', 'horizon/api'])(
    'keeps %s at the root',
    (path) => expect(resolveUrl(path)).toBe(`/${path}`),
  );

  it('keeps absolute URLs and honours the base path', () => {
    expect(resolveUrl('https://example.com/x')).toBe('https://example.com/x');
    installBootstrap({ base_path: '/films/' });
    expect(resolveUrl('users/me')).toBe('/films/api/v1/users/me');
    expect(resolveUrl('auth/logout')).toBe('/films/auth/logout');
  });
});

describe('requests', () => {
  it('asks for JSON and sends the XSRF header only when the cookie exists', async () => {
    await apiClient.get('users/me');
    expect(lastCall().headers.Accept).toBe('application/json');
    expect(lastCall().headers['x-xsrf-token']).toBeUndefined();
    expect(lastCall().init.credentials).toBe('same-origin');

    document.cookie = 'XSRF-TOKEN=abc%2Edef; path=/';
    await apiClient.post('auth/logout');
    expect(lastCall().headers['x-xsrf-token']).toBe('abc.def');
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'sends %s as POST with the override header and _method',
    async (method) => {
      const call = { PUT: apiClient.put, PATCH: apiClient.patch, DELETE: apiClient.delete }[method];
      await call('users/1', method === 'DELETE' ? undefined : { name: 'A' });
      const { url, init, headers } = lastCall();
      expect(init.method).toBe('POST');
      expect(headers['x-http-method-override']).toBe(method);
      expect(url.searchParams.get('_method')).toBe(method);
    },
  );

  it('joins with, load and loadCount on GET', async () => {
    await apiClient.get('titles', {
      with: ['genres', 'cast'],
      load: ['a'],
      loadCount: ['b', 'c'],
      page: 2,
    });
    const params = lastCall().url.searchParams;
    expect(params.get('with')).toBe('genres,cast');
    expect(params.get('load')).toBe('a');
    expect(params.get('loadCount')).toBe('b,c');
    expect(params.get('page')).toBe('2');
  });

  it('adds workspaceId to GET, POST and PUT when a workspace is active, unless set', async () => {
    await apiClient.get('things');
    expect(lastCall().url.searchParams.has('workspaceId')).toBe(false);

    document.cookie = 'activeWorkspaceId=5; path=/';
    await apiClient.get('things');
    expect(lastCall().url.searchParams.get('workspaceId')).toBe('5');
    await apiClient.get('things', { workspaceId: 9 });
    expect(lastCall().url.searchParams.get('workspaceId')).toBe('9');
    await apiClient.post('things', { a: 1 });
    expect(JSON.parse(lastCall().init.body as string)).toEqual({ a: 1, workspaceId: 5 });
    await apiClient.put('things/1', { a: 1 });
    expect(JSON.parse(lastCall().init.body as string)).toEqual({ a: 1, workspaceId: 5 });
    await apiClient.delete('things/1');
    expect(lastCall().url.searchParams.has('workspaceId')).toBe(false);
  });
});

describe('errors and retries (spec 8)', () => {
  it('throws ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ message: 'Bad', errors: { email: ['Taken.', 'Other'] } }, 422),
    );
    const error = (await apiClient.post('x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(getErrorMessage(error, 'email')).toBe('Taken.');
    expect(getErrorMessage(error, 'name')).toBe('Bad');
    expect(getErrorMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('reports responses that carry a debug trace', async () => {
    const payload = {
      message: 'x',
      errors: {},
      exception: 'TypeError',
      trace: [],
      totalVendorGroups: 0,
    };
    fetchMock.mockResolvedValueOnce(json(payload, 400));
    const seen = vi.fn();
    const stop = onDebugError(seen);
    await apiClient.post('x').catch(() => undefined);
    stop();
    expect(seen).toHaveBeenCalledWith(payload);
  });

  it('retries idempotent requests on 5xx up to 3 times, but not POST', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json({ message: 'down' }, 503));
    const get = apiClient.get('x').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(((await get) as ApiError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    fetchMock.mockClear();
    const post = apiClient.post('x').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    await post;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries network errors, then succeeds', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ fine: 1 }));
    const result = apiClient.post('x');
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ fine: 1 });
  });

  it('queries do not retry 401, 403 or 404 and retry others at most twice', () => {
    for (const status of [401, 403, 404]) {
      expect(shouldRetryQuery(0, new ApiError(status, '', {}, null))).toBe(false);
    }
    expect(shouldRetryQuery(0, new ApiError(500, '', {}, null))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, '', {}, null))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(500, '', {}, null))).toBe(false);
  });
});
