/** The pages module's public surface: other modules reach it only through this file. */
export type { CustomPageService } from './custom-page-service';
export type { CustomPageRecord } from '@common/api/pages';
export { sanitizePageHtml } from './sanitize-page-html';
