import { vi } from 'vitest';

type Responder = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces the network boundary: every fetch answers through the responder. */
export function stubFetch(responder: Responder) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(responder(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL and parsed JSON body of the nth fetch call. */
export function sentRequest(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`No fetch call #${index}`);
  const [url, init = {}] = call;
  return { url: String(url), body: JSON.parse(String(init.body)) as unknown };
}

/** A promise the test settles by hand, to observe a request while it is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
