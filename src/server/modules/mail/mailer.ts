import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import type { SettingsService } from '../settings/settings-service';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go (the contact form's sender). */
  replyTo?: string;
}

export interface SentMail {
  status: 'sent' | 'logged' | 'failed';
  messageId: string | null;
}

/**
 * Sends over SMTP when MAIL_URL is set; otherwise the log driver only records the message.
 * Either way every message lands in outgoing_email_log, read by the admin outgoing-email log.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    mailUrl: string | null,
    appUrl: string,
  ) {
    this.transport = mailUrl
      ? nodemailer.createTransport(mailUrl)
      : nodemailer.createTransport({ jsonTransport: true });
    this.driver = mailUrl ? 'smtp' : 'log';
    this.defaultFromDomain = new URL(appUrl).hostname;
  }

  readonly driver: 'smtp' | 'log';
  private readonly defaultFromDomain: string;

  async send(message: MailMessage): Promise<SentMail> {
    const { mail, branding } = await this.settings.all();
    const address = mail.from_address || `no-reply@${this.defaultFromDomain}`;
    const from = { name: mail.from_name || branding.site_name, address };
    let result: SentMail;
    let error: string | null = null;
    try {
      const info = await this.transport.sendMail({ from, ...message });
      result = {
        status: this.driver === 'smtp' ? 'sent' : 'logged',
        messageId: info.messageId ?? null,
      };
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      result = { status: 'failed', messageId: null };
    }
    await this.db
      .insertInto('outgoing_email_log')
      .values({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        status: result.status,
        error,
        message_id: result.messageId,
        created_at: nowIso(),
      })
      .execute();
    if (result.status === 'failed')
      throw new Error(`Could not send mail to ${message.to}: ${error}`);
    return result;
  }

  close(): void {
    this.transport.close();
  }
}
