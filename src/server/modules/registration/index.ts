/** The registration module's public surface: other modules reach it only through this file. */
export type { RegistrationService } from './registration-service';
