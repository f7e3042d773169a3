import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppThemeProvider } from '@client/appearance/themes/app-theme-provider';

/**
 * Renders `ui` at every path of an in-memory router, inside the theme and query providers the
 * app uses. Extra routes (e.g. '/login') can be added to observe navigation.
 */
export function renderApp(ui: ReactElement, { path = '/', routes = [] as RouteObject[] } = {}) {
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}
