import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import type { RenderedApp, renderApp } from '@client/ssr/render-app';
import { TtlCache } from '../cache/ttl-cache';

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
 * Renders for visitors who are not signed in, by everything the render reads: the URL and the
 * bootstrap data (settings, guest role, translations, the page's data …) but the XSRF token. The
 * same inputs give the same markup, so a cached render always matches what the browser hydrates
 * with; a change to any of them (a new rating, a settings save) is a new key. A render takes
 * tens of milliseconds; this keeps popular pages from being rendered on every visit.
 */
const guestRenders = new TtlCache<string, RenderedApp | null>(300, 30_000);

function guestRenderKey(url: string, bootstrap: BootstrapData): string {
  const { csrf_token: _token, ...inputs } = bootstrap;
  return createHash('sha1')
    .update(url)
    .update('\0')
    .update(JSON.stringify(inputs))
    .digest('base64');
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
  const render = async () => {
    try {
      const { renderApp } = await loadRenderModule();
      return await requestBootstrap.run(bootstrap, () => renderApp(url));
    } catch (error) {
      log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
      return null;
    }
  };
  if (bootstrap.user !== null) return render();
  return guestRenders.getOrLoad(guestRenderKey(url, bootstrap), render);
}
