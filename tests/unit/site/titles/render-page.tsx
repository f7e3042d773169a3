import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { stubFetch } from '../../client/auth/support/fetch-stub';

type Answer = unknown | ((url: string) => Response);

/**
 * Stubs the network: each API path ('titles/1') answers its JSON, POSTs to page-visits answer
 * {ok: true}, anything else 404. Returns the fetch mock to inspect calls.
 */
export function stubApi(answers: Record<string, Answer>) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
    if (init.method === 'POST' && path === 'page-visits') return Response.json({ ok: true });
    if (path in answers) {
      const answer = answers[path];
      return typeof answer === 'function'
        ? (answer as (u: string) => Response)(url)
        : Response.json(answer);
    }
    return Response.json({ message: 'Not found.', errors: {} }, { status: 404 });
  });
}

/** The API paths fetched with GET, in order ('titles/1'). */
export function fetchedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([url]) => new URL(String(url), 'http://localhost').pathname.replace(/^\/api\/v1\//, ''));
}

/** The bodies of the page-visits POSTs. */
export function pageVisits(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).includes('page-visits'))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/**
 * Renders the given route patterns (all pointing at `element`) at `entry`, with the app's query
 * freshness (30 s, so embedded answers are not refetched) and no retries.
 */
export function renderAt(element: ReactElement, paths: string[], entry: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [...paths.map((path) => ({ path, element })), { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function resetStubs() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** A horizontal scroller (role group) by its accessible name. */
export function scrollerNamed(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`);
  if (!element) throw new Error(`No scroller named ${name}`);
  return element;
}
