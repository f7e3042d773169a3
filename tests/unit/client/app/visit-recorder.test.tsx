import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VisitRecorder } from '@client/app/visit-recorder';
import { stubApi } from '../../site/shared/render-site';

/** Runs idle work at once (the recorder waits for the browser to be idle). */
function idleAtOnce() {
  vi.stubGlobal('requestIdleCallback', (work: () => void) => {
    work();
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
}

const visits = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => /\/api\/v1\/visits$/.test(String(url)))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <VisitRecorder /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('VisitRecorder', () => {
  it('records each navigation, with the referrer on the first page only', async () => {
    const fetchMock = stubApi(() => Response.json({ ok: true }));
    idleAtOnce();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example.com/');
    const router = renderAt('/titles/5/a-film');
    await act(() => router.navigate('/people/7/someone'));
    await act(() => router.navigate('/people/7/someone?tab=credits'));
    expect(visits(fetchMock)).toEqual([
      { path: '/titles/5/a-film', referrer: 'https://search.example.com/' },
      { path: '/people/7/someone' },
    ]);
  });

  it('records nothing in the admin area', async () => {
    const fetchMock = stubApi(() => Response.json({ ok: true }));
    idleAtOnce();
    const router = renderAt('/admin/reports');
    await act(() => router.navigate('/admin'));
    expect(visits(fetchMock)).toEqual([]);
  });

  it('ignores a failed request', async () => {
    stubApi(() => {
      throw new Error('offline');
    });
    idleAtOnce();
    expect(() => renderAt('/')).not.toThrow();
  });
});
