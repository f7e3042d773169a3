import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '@client/ui/toast/toast-container';
import { toast } from '@client/ui/toast/toast-store';
import { installBootstrap } from '../../../../support/bootstrap-fixture';

// Synchronous fireEvent rather than user-event: user-event's async waits stall under fake timers.

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function show(fire: () => void) {
  act(() => {
    fire();
  });
}

/** Lets a dismissed toast finish its exit transition. */
function finishExit() {
  advance(1000);
}

beforeEach(() => {
  installBootstrap({
    i18n: { language: 'de', name: 'Deutsch', lines: { 'Saved :name': ':name gespeichert' } },
  });
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('ToastContainer', () => {
  it('renders the message translated, with its placeholders', () => {
    render(<ToastContainer />);
    show(() => toast('Saved :name', { values: { name: 'Alien' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Alien gespeichert');
  });

  it('announces positive toasts politely and danger toasts assertively', () => {
    render(<ToastContainer />);
    show(() => toast('Saved'));
    const polite = screen.getByRole('status');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    show(() => toast.danger('Failed'));
    const assertive = screen.getByRole('alert');
    expect(assertive).toHaveTextContent('Failed');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
  });

  it('has a close button that removes the toast', () => {
    render(<ToastContainer />);
    show(() => toast('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    finishExit();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows a spinner and no close button on a loading toast, and keeps it', () => {
    render(<ToastContainer />);
    show(() => toast.loading('Uploading'));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading');
  });

  it('shows only the newest toast', () => {
    render(<ToastContainer />);
    show(() => toast('First'));
    show(() => toast('Second'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('hides the toast once its duration is over', () => {
    render(<ToastContainer />);
    show(() => toast('Saved'));
    advance(2999);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    finishExit();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<ToastContainer />);
    show(() => toast('Saved'));
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(2999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside the toast and resumes when it leaves', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <ToastContainer />
      </>,
    );
    show(() => toast('Saved', { action: { label: 'View', to: '/lists' } }));
    act(() => screen.getByRole('link', { name: 'View' }).focus());
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(2999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the action as an in-app link and closes the toast when used', () => {
    const router = createMemoryRouter([
      { path: '/', element: <ToastContainer /> },
      {
        path: '/lists',
        element: (
          <>
            <p>Lists page</p>
            <ToastContainer />
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    show(() => toast('Added', { action: { label: 'View', to: '/lists' } }));
    const link = screen.getByRole('link', { name: 'View' });
    expect(link).toHaveAttribute('href', '/lists');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/lists');
    expect(screen.getByText('Lists page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('places the toast at the bottom right when asked', () => {
    render(<ToastContainer />);
    show(() => toast('Saved', { position: 'bottom-right' }));
    const wrapperOf = () => screen.getByRole('status').parentElement?.parentElement as HTMLElement;
    expect(getComputedStyle(wrapperOf()).justifyContent).toBe('flex-end');
    show(() => toast('Saved again'));
    expect(getComputedStyle(wrapperOf()).justifyContent).toBe('center');
  });
});
