import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopProgressBar } from '@client/ui/progress/top-progress-bar';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  installBootstrap();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('TopProgressBar', () => {
  it('shows while a route loader runs for more than 50 ms, and hides when it is done', async () => {
    let finish!: () => void;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <TopProgressBar />
            <Link to="/slow">Slow page</Link>
            <Outlet />
          </>
        ),
        children: [
          {
            path: 'slow',
            loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
            element: <p>Slow content</p>,
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => {
      void router.navigate('/slow');
    });
    expect(router.state.navigation.state).toBe('loading');
    advance(49);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(1);
    // the bar's code is a chunk of its own, in by then in the app (loaded once the page is idle)
    await act(() => import('@mui/material/LinearProgress'));
    expect(screen.getByRole('progressbar', { name: 'Loading page...' })).toBeInTheDocument();

    await act(async () => finish());
    advance(0);
    expect(screen.getByText('Slow content')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
