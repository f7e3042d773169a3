/** The settings module's public surface: other modules reach it only through this file. */
export type { SiteSettings } from './default-settings';
