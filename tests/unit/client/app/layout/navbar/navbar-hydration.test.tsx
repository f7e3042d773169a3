import { act, fireEvent, screen } from '@testing-library/react';
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page's modules: imported afresh for the browser's half, as a new page load would. */
async function appModules() {
  const [{ QueryClient, QueryClientProvider }, router, navbar, theme, ready, fixture, media] =
    await Promise.all([
      import('@tanstack/react-query'),
      import('react-router'),
      import('@client/app/layout/navbar/navbar'),
      import('@client/appearance/themes/app-theme-provider'),
      import('@client/ssr/app-ready'),
      import('../../../../../support/bootstrap-fixture'),
      import('../../../appearance/match-media-stub'),
    ]);
  fixture.installBootstrap({ user: fixture.buildUserFixture() });
  const stub = media.stubMatchMedia({ width: 1280 });
  // as in the app (main.tsx): the page is marked ready once the root has committed
  const ReadyMarker = () => {
    ready.useMarkAppReady();
    return null;
  };
  const Page: ComponentType = () => (
    <QueryClientProvider client={new QueryClient()}>
      <theme.AppThemeProvider>
        <router.RouterProvider
          router={router.createMemoryRouter([{ path: '*', element: <navbar.Navbar /> }])}
        />
        <ReadyMarker />
      </theme.AppThemeProvider>
    </QueryClientProvider>
  );
  return { Page, loadMemberControls: navbar.loadMemberControls, restoreMedia: stub.restore };
}

describe('a signed-in user’s navbar, rendered on the server and hydrated', () => {
  let root: Root | undefined;
  const container = document.createElement('div');

  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    document.documentElement.removeAttribute('data-app-ready');
  });

  it('answers a click on the account menu the moment the page is marked ready', async () => {
    // the server's markup: it does not preload, it waits for the lazy controls (here: renders
    // again once their code is in, which renderToString cannot wait for)
    const server = await appModules();
    renderToString(<server.Page />);
    await import('@client/app/layout/navbar/member-controls');
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.innerHTML = renderToString(<server.Page />);
    expect(container.innerHTML).toContain('<!--$-->');
    server.restoreMedia();
    document.body.appendChild(container);
    const serverButton = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });

    // the browser: fresh modules; as the app's start does, the controls' code, then hydration
    vi.resetModules();
    const browser = await appModules();
    await browser.loadMemberControls();
    // a visitor's click the moment the page says it is ready (as the e2e steps wait for it)
    const clickWhenReady = new MutationObserver(() => {
      clickWhenReady.disconnect();
      fireEvent.click(serverButton);
    });
    clickWhenReady.observe(document.documentElement, { attributeFilter: ['data-app-ready'] });
    await act(async () => {
      startTransition(() => void (root = hydrateRoot(container, <browser.Page />)));
    });
    expect(document.documentElement).toHaveAttribute('data-app-ready');
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBe(
      serverButton,
    );
    expect(serverButton).toHaveAttribute('aria-expanded', 'true');
    browser.restoreMedia();
  });
});
