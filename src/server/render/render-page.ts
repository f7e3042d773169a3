import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOTSTRAP_ELEMENT_ID } from '@common/bootstrap/bootstrap-data';
import { buildBootstrapData } from './bootstrap-data';
import { escapeHtml, headTags, serializeForScript, type PageHead } from './head-tags';
import type { HtmlTemplate } from './html-template';
import { renderAppMarkup } from './server-render';
import { ROUTER_HYDRATION_ELEMENT_ID } from '@client/ssr/router-hydration';

export { serializeForScript } from './head-tags';

export interface RenderedPage {
  /** The page's head tags; the site name and description when absent. */
  head?: Partial<PageHead>;
  /** The route's first API answers, keyed by loaderKey(path, params). */
  loaders?: Record<string, unknown>;
  status?: number;
  /** Render the app's markup on the server (every public page; the admin renders in the browser). */
  serverRender?: boolean;
  /** The page's canonical path (relative to the base path) when the request used another one. */
  redirect?: string;
}

/** index.html with the bootstrap data, the page's first data and its SEO head tags written in. */
export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: HtmlTemplate,
  page: RenderedPage = {},
) {
  const data = await buildBootstrapData(request, page.loaders);
  const branding = data.settings.branding;
  const base = data.base_path;
  const head = [
    ...headTags(
      {
        ...page.head,
        title: page.head?.title || branding.site_name,
        description: page.head?.description || branding.site_description,
      },
      branding.site_name,
    ),
    `<meta name="theme-color" content="${escapeHtml(data.themes[0]?.values['--be-background'] ?? '#000')}" />`,
    `<link rel="icon" href="${escapeHtml(base + branding.favicon)}" />`,
  ].join('\n    ');
  const app = page.serverRender ? await renderAppMarkup(request.url, data, request.log) : null;
  const htmlAttributes = app
    ? ` style="${escapeHtml(app.rootStyle)}" data-theme-id="${app.themeId}"`
    : '';
  const bootstrapScripts = [
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeForScript(data)}</script>`,
    app
      ? `<script id="${ROUTER_HYDRATION_ELEMENT_ID}" type="application/json">${serializeForScript(app.hydration)}</script>`
      : '',
  ].join('');
  const html = (await template.load(request.url))
    .replace('<html lang="en">', `<html lang="${escapeHtml(data.i18n.language)}"${htmlAttributes}>`)
    .replace('<!--app-head-->', () => (app ? `${head}\n    ${app.head}` : head))
    .replace('<div id="root"></div>', () => `<div id="root">${app?.html ?? ''}</div>`)
    .replace('<!--app-bootstrap-->', () => bootstrapScripts);
  return reply
    .status(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
