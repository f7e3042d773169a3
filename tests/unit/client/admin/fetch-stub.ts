import { vi } from 'vitest';

export interface StubbedAnswer {
  status?: number;
  body?: unknown;
}

export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Replaces fetch (the network boundary) with answers given in order; the last one repeats. */
export function stubFetch(...answers: StubbedAnswer[]) {
  const queue = answers.length ? [...answers] : [{ body: {} }];
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const { status = 200, body = {} } = (queue.length > 1 ? queue.shift() : queue[0]) ?? {};
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);

  const sent = (index: number): SentRequest => {
    const call = mock.mock.calls.at(index);
    if (!call) throw new Error(`fetch was not called (${mock.mock.calls.length} calls)`);
    const [input, init = {}] = call;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return {
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
    };
  };
  return { mock, sent, last: () => sent(-1) };
}
