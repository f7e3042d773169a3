import type { Services } from '../../services';
import { validationError } from '../../http/http-error';
import { attemptsLockoutMessage, LoginThrottle } from '../auth/login-throttle';
import { mailBranding } from '../mail/templates/mail-branding';
import { contactMail } from './contact-mail';
import type { ContactMessageInput } from './contact-schema';

export const HUMAN_CHECK_FAILED = 'Could not verify you are human.';
export const CONTACT_SUBMITTED = 'Your message has been submitted.';

/** Messages one IP may send per window before it gets 429s. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 10 * 60_000;

type ContactDeps = Pick<Services, 'settings' | 'recaptcha' | 'mail' | 'config'>;

/** Spec 2.7, 5, 8 contact page: a human check, then a mail to the site's contact address. */
export class ContactService {
  private readonly perIp = new LoginThrottle(
    CONTACT_MESSAGES_PER_WINDOW,
    CONTACT_WINDOW_MS,
    Date.now,
    attemptsLockoutMessage,
  );

  constructor(private readonly deps: ContactDeps) {}

  async submit(input: ContactMessageInput, ip: string): Promise<{ message: string }> {
    this.perIp.assertAllowed(ip);
    if (!(await this.deps.recaptcha.verify(input.recaptcha_token, 'contact', ip))) {
      throw validationError({ recaptcha_token: [HUMAN_CHECK_FAILED] });
    }
    // Counted before sending, so failing mail servers cannot be hammered either.
    this.perIp.recordFailure(ip);
    const settings = await this.deps.settings.all();
    const to = settings.contact.email || this.deps.config.admin.email;
    const mail = contactMail(mailBranding(settings, this.deps.config.appUrl), input);
    await this.deps.mail.send({ to, replyTo: input.email, ...mail });
    return { message: CONTACT_SUBMITTED };
  }
}
