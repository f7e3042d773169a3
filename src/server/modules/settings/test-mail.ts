import { escapeHtml } from '../mail/templates/escape-html';
import type { MailMessage } from '../mail/mailer';

/** The message the outgoing-email settings tab sends to check the mail setup. */
export function testMail(siteName: string, to: string): MailMessage {
  const text = `This is a test message from ${siteName}. If you can read it, outgoing mail works.`;
  return {
    to,
    subject: `${siteName} test mail`,
    html: `<p>${escapeHtml(text)}</p>`,
    text,
  };
}
