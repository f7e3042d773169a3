import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import type { RenderedApp, renderApp } from '@client/ssr/render-app';

interface RenderModule {
  renderApp: typeof renderApp;
}

const requestBootstrap = new AsyncLocalStorage<BootstrapData>();
let renderModule: Promise<RenderModule> | null = null;

/**
 * The React app is loaded on the first page served, not at start-up: API-only processes and
 * tests that never serve a page don't pay for it.
 */
function loadRenderModule(): Promise<RenderModule> {
  renderModule ??= Promise.all([
    import('@client/ssr/render-app'),
    import('@client/app/bootstrap-store'),
  ]).then(([render, store]) => {
    store.setBootstrapSource(() => requestBootstrap.getStore() ?? null);
    return render;
  });
  return renderModule;
}

/**
 * The page's markup rendered by the app itself, so the browser paints it before any script
 * runs and then hydrates it. A page that cannot be rendered here is left to the browser, as
 * before server rendering: the log says why.
 */
export async function renderAppMarkup(
  url: string,
  bootstrap: BootstrapData,
  log: FastifyBaseLogger,
): Promise<RenderedApp | null> {
  try {
    const { renderApp } = await loadRenderModule();
    return await requestBootstrap.run(bootstrap, () => renderApp(url));
  } catch (error) {
    log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
    return null;
  }
}
