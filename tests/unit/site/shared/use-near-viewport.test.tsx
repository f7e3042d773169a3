import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNearViewport } from '@client/site/shared/use-near-viewport';

function Section() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return <section ref={ref}>{near ? 'loading its data' : 'waiting'}</section>;
}

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** Stands in for the browser's IntersectionObserver: the test says when the section is near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
  FakeObserver.instances = [];
});

describe('useNearViewport', () => {
  it('turns true once the element comes within about a screen of the viewport, and stays', () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<Section />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer!.observed[0]!.tagName).toBe('SECTION');
    expect(observer!.options.rootMargin).toBe('800px 0px');

    act(() => observer!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observer!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('loading its data')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  it('is true at once where the browser cannot observe', () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    render(<Section />);
    expect(screen.getByText('loading its data')).toBeInTheDocument();
  });
});
