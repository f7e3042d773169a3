import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@client/http/api-error';
import { errorStatusOf, RouteErrorBoundary } from '@client/ui/errors/route-error-boundary';
import { buildUserFixture, installBootstrap } from '../../../../support/bootstrap-fixture';

const NOT_FOUND_TEXT = "Looks like you've found the doorway to the great nothing";
const ERROR_TEXT = 'There was an issue loading this page';

function renderFailingRoute(failure: unknown, props: { notFoundRedirect?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/titles/:id',
        loader: () => {
          throw failure;
        },
        element: <p>Title page</p>,
        errorElement: <RouteErrorBoundary {...props} />,
      },
      { path: '/login', element: <p>Login page</p> },
      { path: '/discover', element: <p>Discover page</p> },
    ],
    { initialEntries: ['/titles/7'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  installBootstrap();
  // react-router logs loader errors it hands to an error element.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errorStatusOf', () => {
  it('reads route error responses and api errors, and nothing else', () => {
    expect(errorStatusOf(new ApiError(403, 'Forbidden', {}, null))).toBe(403);
    expect(errorStatusOf({ status: 418 })).toBeUndefined();
    expect(errorStatusOf(new Error('boom'))).toBeUndefined();
    expect(errorStatusOf(undefined)).toBeUndefined();
  });
});

describe('RouteErrorBoundary', () => {
  it('shows the not-found page for a thrown 404 response', async () => {
    renderFailingRoute(data('missing', { status: 404 }));
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
  });

  it('shows the not-found page for an api 404', async () => {
    renderFailingRoute(new ApiError(404, 'Not found', {}, null));
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('redirects a 404 to the configured path', async () => {
    const router = renderFailingRoute(new ApiError(404, 'Not found', {}, null), {
      notFoundRedirect: '/discover',
    });
    expect(await screen.findByText('Discover page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discover');
  });

  it.each([401, 403])('redirects a visitor to /login on %i', async (status) => {
    const router = renderFailingRoute(new ApiError(status, 'Denied', {}, null));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the error page for a 403 when the user is logged in', async () => {
    installBootstrap({ user: buildUserFixture() });
    const router = renderFailingRoute(new ApiError(403, 'Denied', {}, null));
    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/titles/7');
  });

  it('shows the error page for a 500', async () => {
    renderFailingRoute(new ApiError(500, 'Server error', {}, null));
    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('shows the error page for an error without a status', async () => {
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
  });
});
