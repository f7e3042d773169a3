import { vi } from 'vitest';

/** One request the page under test sent, as the stubbed `fetch` saw it. */
export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Answers the page's HTTP calls (the real api client and data provider run above it) with
 * `answer`, and records each request in the returned list. Undo with `vi.unstubAllGlobals()`.
 */
export function recordFetch(answer: (request: SentRequest) => Response): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request: SentRequest = {
        method: init.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

/** A list answer in the API's pagination wrapper, every row on one page. */
export const onePage = <T>(data: T[], perPage = 25) => ({
  data,
  current_page: 1,
  per_page: perPage,
  total: data.length,
  last_page: 1,
  from: 1,
  to: data.length,
});
