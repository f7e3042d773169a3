/** What a public page puts in its <head>: filled by the SEO module per page type. */
export interface PageHead {
  /** The whole document title (site name included). */
  title: string;
  description: string;
  /** Absolute canonical URL; also og:url. */
  canonical?: string;
  /** og:type: website, video.movie, video.tv_show, video.episode, video.other, profile, article. */
  type?: string;
  /** Absolute image URL for og:image and twitter:image. */
  image?: string | null;
  /** A wide image (backdrop) gets the large Twitter card. */
  largeImage?: boolean;
  /** Extra Open Graph properties, e.g. article:published_time. */
  properties?: Array<[property: string, content: string]>;
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: object[];
  /** e.g. 'noindex' for the not-found page. */
  robots?: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the element or open a comment. */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** The SEO tags of a page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead, siteName: string): string[] {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  for (const [property, content] of head.properties ?? []) {
    if (content) tags.push(meta('property', property, content));
  }
  tags.push(
    meta('name', 'twitter:card', head.image && head.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${serializeForScript(data)}</script>`);
  }
  return tags;
}
