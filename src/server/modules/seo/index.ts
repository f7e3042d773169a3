/** The seo module's public surface: other modules reach it only through this file. */
export { DEFAULT_SEO_TEMPLATES, SEO_PAGE_TYPES, type SeoTemplates } from './seo-templates';
