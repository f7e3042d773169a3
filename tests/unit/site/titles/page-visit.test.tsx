import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageVisit, type VisitModel } from '@client/site/titles/page-visit';
import { stubApi } from '../shared/render-site';

function Page({ model, id }: { model: VisitModel; id?: number }) {
  usePageVisit(model, id);
  return null;
}

/** Holds requestIdleCallback's work until the test says the browser is idle. */
function stubIdleCallbacks() {
  const pending = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (work: () => void) => {
    pending.set(next, work);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle));
  return {
    pending,
    runIdle: () => {
      const works = [...pending.values()];
      pending.clear();
      works.forEach((work) => work());
    },
  };
}

const visits = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('page-visits'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePageVisit', () => {
  it('records one visit when the browser is idle, not while the page renders', () => {
    const fetchMock = stubApi(() => new Response(null, { status: 204 }));
    const idle = stubIdleCallbacks();
    const { rerender } = render(<Page model="title" id={5} />);
    expect(visits(fetchMock)).toEqual([]);

    idle.runIdle();
    expect(visits(fetchMock)).toEqual([{ model_type: 'title', model_id: 5 }]);

    rerender(<Page model="title" id={5} />);
    idle.runIdle();
    expect(visits(fetchMock)).toHaveLength(1);

    rerender(<Page model="person" id={5} />);
    idle.runIdle();
    expect(visits(fetchMock)).toEqual([
      { model_type: 'title', model_id: 5 },
      { model_type: 'person', model_id: 5 },
    ]);
  });

  it('records nothing for a page left before the browser was idle, or without an id', () => {
    const fetchMock = stubApi(() => new Response(null, { status: 204 }));
    const idle = stubIdleCallbacks();
    const { unmount } = render(<Page model="title" id={7} />);
    render(<Page model="episode" />);
    unmount();
    expect(idle.pending.size).toBe(0);
    idle.runIdle();
    expect(visits(fetchMock)).toEqual([]);
  });
});
