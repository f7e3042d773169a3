import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalQueryIndicator } from '@client/ui/progress/global-query-indicator';
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

describe('GlobalQueryIndicator', () => {
  it('appears after 500 ms of fetching and stays at least 200 ms', async () => {
    const client = new QueryClient();
    let finish!: (value: string) => void;
    render(
      <QueryClientProvider client={client}>
        <GlobalQueryIndicator />
      </QueryClientProvider>,
    );
    act(() => {
      void client.fetchQuery({
        queryKey: ['slow'],
        queryFn: () => new Promise<string>((resolve) => (finish = resolve)),
      });
    });
    // TanStack notifies observers on a zero-delay timer; let it run before timing starts.
    advance(0);
    advance(499);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    await act(async () => finish('done'));
    advance(0);
    advance(199);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
