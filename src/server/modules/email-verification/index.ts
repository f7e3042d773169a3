/** The email-verification module's public surface: other modules reach it only through this file. */
export type { EmailVerificationService } from './email-verification-service';
