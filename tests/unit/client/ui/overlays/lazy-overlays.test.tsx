import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOverlay } from '@client/ui/overlays/lazy-overlays';

function FakeMenu({ open, label }: { open: boolean; label: string }) {
  return open ? <div role="menu" aria-label={label} /> : <div data-testid="closed-menu" />;
}

/** A module load the test resolves itself, counting how often it was asked for. */
function deferredLoad() {
  let resolve: (module: { default: typeof FakeMenu }) => void = () => undefined;
  const promise = new Promise<{ default: typeof FakeMenu }>((done) => (resolve = done));
  const load = vi.fn(() => promise);
  return { load, resolve: () => resolve({ default: FakeMenu }) };
}

/** Holds requestIdleCallback's work until the test says the browser is idle. */
function stubIdle() {
  const pending: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (work: () => void) => pending.push(work));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => pending.splice(0).forEach((work) => work());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lazyOverlay', () => {
  it('renders nothing and loads nothing while closed, until the browser is idle', () => {
    const runIdle = stubIdle();
    const { load } = deferredLoad();
    const Menu = lazyOverlay(load);
    const { container } = render(<Menu open={false} label="Account" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the overlay once opened and its code has arrived, and keeps it rendered after closing', async () => {
    stubIdle();
    const { load, resolve } = deferredLoad();
    const Menu = lazyOverlay(load);
    const { rerender } = render(<Menu open={false} label="Account" />);
    rerender(<Menu open label="Account" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    await act(async () => resolve());
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();

    // closing goes through the overlay itself (its exit transition, its state)
    rerender(<Menu open={false} label="Account" />);
    expect(screen.getByTestId('closed-menu')).toBeInTheDocument();
  });
});
