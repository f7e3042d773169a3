import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** Renders routes in a memory router with a fresh query client (no retries), as the site nests them. */
export function renderSite(routes: RouteObject[], initialEntry = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Somewhere else</p> }], {
    initialEntries: [initialEntry],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderAt(element: ReactElement, path: string, pattern = '*') {
  return renderSite([{ path: pattern, element }], path);
}

/** The path and search the router is at. */
export const currentUrl = (router: ReturnType<typeof renderSite>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

type Responder = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Answers every fetch through the responder, with the URL parsed (relative to localhost). */
export function stubApi(responder: Responder) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(responder(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** URLs of the fetch calls so far. */
export const requestedUrls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * How long a test waits for a page's lazy chunk (a section, a route's form): the test runner
 * transforms it on first use, which can take longer than findBy's default second.
 */
export const CHUNK_LOAD_WAIT = { timeout: 10_000 };

/** What the comments request among a fetch mock's calls asked for: the commentable's type and id. */
export function commentsRequestedFor(fetchMock: { mock: { calls: unknown[][] } }) {
  const url = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .find((candidate) => candidate.pathname === '/api/v1/comments');
  return (
    url && {
      type: url.searchParams.get('commentable_type'),
      id: url.searchParams.get('commentable_id'),
    }
  );
}
