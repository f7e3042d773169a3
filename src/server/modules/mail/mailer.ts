import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingEmailLogService } from '../logs';
import type { SettingsService } from '../settings';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go (the contact form's sender). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SentMail {
  status: 'sent' | 'logged' | 'failed';
  messageId: string | null;
}

/** The transport could not deliver a message (it is still recorded, as failed). */
export class MailDeliveryError extends Error {
  constructor(to: string, reason: string) {
    super(`Could not send mail to ${to}: ${reason}`);
    this.name = 'MailDeliveryError';
  }
}

export interface MailerOptions {
  /** smtp://… from MAIL_URL; null for the log driver. */
  mailUrl: string | null;
  /** The site's address; its host names the default sender. */
  appUrl: string;
}

/**
 * Sends over SMTP when MAIL_URL is set; otherwise the log driver only records the message.
 * Either way every message lands in the outgoing-email log, read by the admin logs page.
 */
export class Mailer {
  private readonly transport: Transporter;
  readonly driver: 'smtp' | 'log';
  private readonly defaultFromDomain: string;

  constructor(
    private readonly settings: SettingsService,
    private readonly log: Pick<OutgoingEmailLogService, 'record'>,
    { mailUrl, appUrl }: MailerOptions,
  ) {
    this.transport = mailUrl
      ? nodemailer.createTransport(mailUrl)
      : nodemailer.createTransport({ jsonTransport: true });
    this.driver = mailUrl ? 'smtp' : 'log';
    this.defaultFromDomain = new URL(appUrl).hostname;
  }

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
    await this.log.record({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      status: result.status,
      error,
      messageId: result.messageId,
    });
    if (result.status === 'failed') throw new MailDeliveryError(message.to, error ?? '');
    return result;
  }

  close(): void {
    this.transport.close();
  }
}
