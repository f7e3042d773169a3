import { InvalidError } from '../../domain/errors';
import { escapeHtml, MailDeliveryError, type Mailer, type MailMessage } from '../mail';
import type { SettingsService } from './settings-service';

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

/** Sends the test mail; a transport failure is the answer the admin needs, on the `to` field. */
export class TestMailService {
  constructor(
    private readonly settings: SettingsService,
    private readonly mail: Mailer,
  ) {}

  async send(to: string): Promise<void> {
    const siteName = (await this.settings.all()).branding.site_name;
    try {
      await this.mail.send(testMail(siteName, to));
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new InvalidError({ to: [error.message] });
      throw error;
    }
  }
}
