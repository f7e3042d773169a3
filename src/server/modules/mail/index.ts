/** The mail module's public surface: other modules reach it only through this file. */
export type { Mailer } from './mailer';
export { mailBranding } from './templates/mail-branding';
export { emailVerificationMail } from './templates/email-verification-mail';
export { passwordResetMail } from './templates/password-reset-mail';
