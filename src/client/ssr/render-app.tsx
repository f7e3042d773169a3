import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { AppProviders } from '../app/app-providers';
import { appRoutes } from '../app/app-routes';
import { getBootstrapData } from '../app/bootstrap-store';
import { selectActiveTheme } from '../appearance/themes/active-theme';
import { themeRootStyle } from '../appearance/themes/apply-theme-to-document';
import { createQueryClient } from '../http/query-client';
import type { RouterHydration } from './router-hydration';

export interface RenderedApp {
  /** The markup of #root. */
  html: string;
  /** For <head>: React's preloads (images the page shows) and the CSS the markup uses. */
  head: string;
  /** The router state the browser hydrates with. */
  hydration: RouterHydration;
  /** Attributes for <html>: the default theme's variables, as the browser would apply them. */
  rootStyle: string;
  themeId: number;
}

const handlers = new Map<string, StaticHandler>();

/** One static handler per base path: it resolves each lazy route module once and keeps it. */
function handlerFor(basename: string): StaticHandler {
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(appRoutes, { basename });
    handlers.set(basename, handler);
  }
  return handler;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The styles of every component the render inserted, as emotion's style chunks (global styles
 * first, one tag each, then the rest in one tag). Not only those whose class names appear in the
 * markup (emotion's extractCritical): a component styled on top of another styled component
 * inserts the inner styles too, under a class only the merged one replaces. The browser's emotion
 * cache takes every id listed here as inserted, so hydration re-inserts nothing.
 */
function everyInsertedStyle(cache: EmotionCache, html: string): EmotionCriticalToChunks {
  const globals: EmotionCriticalToChunks['styles'] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, style] of Object.entries(cache.inserted)) {
    if (typeof style !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push({ key: `${cache.key}-global`, ids: [id], css: style });
    } else {
      ids.push(id);
      css += style;
    }
  }
  return { html, styles: [...globals, { key: cache.key, ids, css }] };
}

/**
 * Renders a page of the app to HTML with the bootstrap data of the request being served (the
 * caller points getBootstrapData at it). Null when the router would not show the page as is:
 * a guard redirects, or a loader failed; the browser then renders it itself.
 */
export async function renderApp(url: string): Promise<RenderedApp | null> {
  const bootstrap = getBootstrapData();
  const basename = bootstrap.base_path.replace(/\/$/, '') || '/';
  const handler = handlerFor(basename);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // never split a Suspense boundary out to be revealed by an inline script (the CSP forbids
    // them): every boundary is written in place, complete
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A render outside <html> starts with React's resource preloads; they belong in <head>.
  const rendered = await readStream(prelude);
  const preloads = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(preloads.length);
  const theme = selectActiveTheme({
    themes: bootstrap.themes,
    settings: bootstrap.settings.themes,
    storedChoice: null,
    temporaryId: null,
    prefersDark: false,
  });
  return {
    html,
    head: preloads + emotion.constructStyleTagsFromChunks(everyInsertedStyle(cache, html)),
    hydration: { loaderData: context.loaderData },
    rootStyle: themeRootStyle(theme),
    themeId: theme.id,
  };
}
