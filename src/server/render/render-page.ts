import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOTSTRAP_ELEMENT_ID } from '@common/bootstrap/bootstrap-data';
import { buildBootstrapData } from './bootstrap-data';
import type { HtmlTemplate } from './html-template';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the element or open a comment. */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageMeta {
  title?: string;
  description?: string;
}

/** index.html with the bootstrap data and the page's head tags written in. */
export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: HtmlTemplate,
  meta: PageMeta = {},
  status = 200,
) {
  const data = await buildBootstrapData(request);
  const branding = data.settings.branding;
  const title = meta.title ? `${meta.title} - ${branding.site_name}` : branding.site_name;
  const description = meta.description ?? branding.site_description;
  const base = data.base_path;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(data.themes[0]?.values['--be-background'] ?? '#000')}" />`,
    `<link rel="icon" href="${escapeHtml(base + branding.favicon)}" />`,
  ].join('\n    ');
  const html = (await template.load(request.url))
    .replace('<html lang="en">', `<html lang="${escapeHtml(data.i18n.language)}">`)
    .replace('<!--app-head-->', head)
    .replace(
      '<!--app-bootstrap-->',
      `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeForScript(data)}</script>`,
    );
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
