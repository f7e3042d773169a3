import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '@client/ssr/use-hydrated';

function Probe({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <span>{hydrated ? 'browser' : 'server'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true once hydrated, and true from the start afterwards', async () => {
    const serverRenders: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe renders={serverRenders} />);
    expect(serverRenders).toEqual([false]);
    expect(container.textContent).toBe('server');

    const hydrationRenders: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe renders={hydrationRenders} />);
    });
    expect(hydrationRenders[0]).toBe(false);
    expect(hydrationRenders.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');

    // a component mounted after the page hydrated has nothing to match: true on its first render
    const laterRenders: boolean[] = [];
    const later = document.createElement('div');
    await act(async () => {
      createRoot(later).render(<Probe renders={laterRenders} />);
    });
    expect(laterRenders).toEqual([true]);
  });
});
