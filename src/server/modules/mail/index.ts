/** The mail module's public surface: other modules reach it only through this file. */
export { MailDeliveryError, type Mailer, type MailMessage, type SentMail } from './mailer';
export { escapeHtml } from './templates/escape-html';
export { mailBranding, type MailBranding } from './templates/mail-branding';
export {
  renderMail,
  type MailBlock,
  type MailContent,
  type MailTemplate,
} from './templates/mail-layout';
export { emailVerificationMail } from './templates/email-verification-mail';
export { passwordResetMail } from './templates/password-reset-mail';
