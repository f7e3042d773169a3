import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOTSTRAP_ELEMENT_ID } from '@common/bootstrap/bootstrap-data';
import { buildBootstrapData } from './bootstrap-data';
import { escapeHtml, headTags, serializeForScript, type PageHead } from './head-tags';
import type { HtmlTemplate } from './html-template';

export { serializeForScript } from './head-tags';

export interface RenderedPage {
  /** The page's head tags; the site name and description when absent. */
  head?: Partial<PageHead>;
  /** The route's first API answers, keyed by loaderKey(path, params). */
  loaders?: Record<string, unknown>;
  status?: number;
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
  const html = (await template.load(request.url))
    .replace('<html lang="en">', `<html lang="${escapeHtml(data.i18n.language)}">`)
    .replace('<!--app-head-->', () => head)
    .replace(
      '<!--app-bootstrap-->',
      () =>
        `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeForScript(data)}</script>`,
    );
  return reply
    .status(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
