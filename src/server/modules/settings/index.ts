/** The settings module's public surface: other modules reach it only through this file. */
export type { SettingsService } from './settings-service';
export type { TestMailService } from './test-mail-service';
export { DEFAULT_SETTINGS, type PrivateSettings, type SiteSettings } from './default-settings';
