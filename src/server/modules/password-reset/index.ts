/** The password-reset module's public surface: other modules reach it only through this file. */
export type { PasswordResetService } from './password-reset-service';
