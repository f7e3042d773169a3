/** The localization module's public surface: other modules reach it only through this file. */
export type { LocalizationService } from './localization-service';
export type { LocalizationAdminService } from './localization-admin-service';
