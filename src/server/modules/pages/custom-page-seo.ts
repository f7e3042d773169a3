import type { CustomPageRecord, SeoTag } from '@common/api/pages';
import type { CustomPageRow } from './custom-page-repository';

export type PageMeta = CustomPageRecord['meta'];

export function parseMeta(raw: string | null): PageMeta {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as PageMeta) : {};
  } catch {
    return {};
  }
}

/** Text of the body without tags, for a description when none was written. */
function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The head tags of a public custom page: the SEO fields, else its title and opening text. */
export function customPageSeo(page: CustomPageRow, siteName: string, url: string): SeoTag[] {
  const meta = parseMeta(page.meta);
  const title = meta.title || `${page.title} - ${siteName}`;
  const description = meta.description || plainText(page.body, 160);
  return [
    { nodeName: 'title', _text: title },
    { nodeName: 'meta', name: 'description', content: description },
    { nodeName: 'meta', property: 'og:type', content: 'website' },
    { nodeName: 'meta', property: 'og:site_name', content: siteName },
    { nodeName: 'meta', property: 'og:title', content: title },
    { nodeName: 'meta', property: 'og:description', content: description },
    { nodeName: 'meta', property: 'og:url', content: url },
  ];
}
