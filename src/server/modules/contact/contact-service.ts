import type { Services } from '../../modules';
import { validationError } from '../../http/http-error';
import { mailBranding } from '../mail/templates/mail-branding';
import { contactMail } from './contact-mail';
import type { ContactMessageInput } from './contact-schema';

export const HUMAN_CHECK_FAILED = 'Could not verify you are human.';
export const CONTACT_SUBMITTED = 'Your message has been submitted.';

type ContactDeps = Pick<Services, 'settings' | 'recaptcha' | 'mail' | 'config' | 'rateLimits'>;

/** Spec 2.7, 5, 8 contact page: a human check, then a mail to the site's contact address. */
export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  async submit(input: ContactMessageInput, ip: string): Promise<{ message: string }> {
    await this.deps.rateLimits.assertAllowed('contact', ip);
    if (!(await this.deps.recaptcha.verify(input.recaptcha_token, 'contact', ip))) {
      throw validationError({ recaptcha_token: [HUMAN_CHECK_FAILED] });
    }
    // Counted before sending, so failing mail servers cannot be hammered either.
    await this.deps.rateLimits.record('contact', ip);
    const settings = await this.deps.settings.all();
    const to = settings.contact.email || this.deps.config.admin.email;
    const mail = contactMail(mailBranding(settings, this.deps.config.appUrl), input);
    await this.deps.mail.send({ to, replyTo: input.email, ...mail });
    return { message: CONTACT_SUBMITTED };
  }
}
