/** The registration module's public surface: other modules reach it only through this file. */
export type { InviteRedeemer, RegistrationService } from './registration-service';
