/** The settings module's public surface: other modules reach it only through this file. */
export type { SettingsService } from './settings-service';
export type { PrivateSettings } from './default-settings';
