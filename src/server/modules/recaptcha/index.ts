/** The recaptcha module's public surface: other modules reach it only through this file. */
export type { RecaptchaService } from './recaptcha-service';
