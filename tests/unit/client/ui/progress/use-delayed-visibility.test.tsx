import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedVisibility } from '@client/ui/progress/use-delayed-visibility';

const timings = { delay: 500, minDuration: 200 };

function renderVisibility(active: boolean) {
  return renderHook(({ on }) => useDelayedVisibility(on, timings), {
    initialProps: { on: active },
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDelayedVisibility', () => {
  it('stays hidden while inactive', () => {
    const { result } = renderVisibility(false);
    advance(10_000);
    expect(result.current).toBe(false);
  });

  it('becomes visible only after the delay of continuous activity', () => {
    const { result } = renderVisibility(true);
    advance(499);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('never shows for activity shorter than the delay, even when it restarts', () => {
    const { result, rerender } = renderVisibility(true);
    advance(400);
    rerender({ on: false });
    advance(50);
    rerender({ on: true });
    advance(400);
    expect(result.current).toBe(false);
    advance(100);
    expect(result.current).toBe(true);
  });

  it('stays visible for the minimum duration after the activity ends', () => {
    const { result, rerender } = renderVisibility(true);
    advance(500);
    advance(50);
    rerender({ on: false });
    advance(149);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it('hides at once when it has already been visible longer than the minimum', () => {
    const { result, rerender } = renderVisibility(true);
    advance(500 + 1000);
    rerender({ on: false });
    advance(0);
    expect(result.current).toBe(false);
  });

  it('stays visible when activity resumes within the minimum duration', () => {
    const { result, rerender } = renderVisibility(true);
    advance(500);
    rerender({ on: false });
    advance(100);
    rerender({ on: true });
    advance(1000);
    expect(result.current).toBe(true);
  });
});
