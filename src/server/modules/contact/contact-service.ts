import { InvalidError } from '../../domain/errors';
import { mailBranding, type Mailer } from '../mail';
import type { RecaptchaService } from '../recaptcha';
import type { SettingsService } from '../settings';
import { contactMail } from './contact-mail';
import type { ContactMessageInput } from './contact-schema';

export const HUMAN_CHECK_FAILED = 'Could not verify you are human.';
export const CONTACT_SUBMITTED = 'Your message has been submitted.';

export interface ContactDependencies {
  settings: SettingsService;
  recaptcha: RecaptchaService;
  mail: Mailer;
  /** The site's address, for the links and logo in the mail. */
  appUrl: string;
  /** Where messages go when the contact.email setting is empty. */
  fallbackAddress: string;
}

/** Spec 2.7, 5, 8 contact page: a human check, then a mail to the site's contact address. */
export class ContactService {
  constructor(private readonly deps: ContactDependencies) {}

  /** Refuses the message when the contact form's human check is on and the token fails it. */
  async assertHuman(token: string | null | undefined, ip: string): Promise<void> {
    if (!(await this.deps.recaptcha.verify(token, 'contact', ip))) {
      throw new InvalidError({ recaptcha_token: [HUMAN_CHECK_FAILED] });
    }
  }

  async send(input: ContactMessageInput): Promise<{ message: string }> {
    const settings = await this.deps.settings.all();
    const to = settings.contact.email || this.deps.fallbackAddress;
    const mail = contactMail(mailBranding(settings, this.deps.appUrl), input);
    await this.deps.mail.send({ to, replyTo: input.email, ...mail });
    return { message: CONTACT_SUBMITTED };
  }
}
