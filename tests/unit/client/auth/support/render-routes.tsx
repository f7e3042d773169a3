import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';

/** Renders routes in a memory router and a fresh query client, as the app nests them. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One element at '/', plus a /login route so a logout has somewhere to land. */
export function renderScreen(element: ReactElement) {
  return renderRoutes([
    { path: '/', element },
    { path: '/login', element: <p>Login route</p> },
  ]);
}
