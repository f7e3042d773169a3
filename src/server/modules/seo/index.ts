/** The seo module's public surface: other modules and the app reach it only through this file. */
export type { SitemapService } from './sitemap-service';
export { resolvePage } from './resolve-page';
export { matchPageRoute } from './page-route';
export { DEFAULT_SEO_TEMPLATES, SEO_PAGE_TYPES, type SeoTemplates } from './seo-templates';
