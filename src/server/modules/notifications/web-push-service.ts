import webPush from 'web-push';
import { InvalidError } from '../../domain/errors';
import type { SettingsService } from '../settings';
import type { PushMessage, PushTransport, VapidDetails } from './push-transport';
import { PushSubscriptionGoneError } from './push-transport';
import type { PushSubscriptionRepository } from './push-subscription-repository';

const VAPID_SETTING = 'web_push.vapid_keys';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

type FailureReporter = (error: unknown, message: string) => void;

/**
 * Browser notifications: the VAPID keys (generated on first use and kept in the database, so
 * every instance of the site shares them; only the public key ever leaves the server), the
 * members' push subscriptions, and delivery to them.
 */
export class WebPushService {
  private keys: VapidKeys | null = null;
  private transport: PushTransport;
  private report: FailureReporter = () => {};

  constructor(
    private readonly deps: {
      subscriptions: PushSubscriptionRepository;
      settings: SettingsService;
      transport: PushTransport;
      /** The VAPID subject's fallback address (the first administrator's). */
      adminEmail: string;
    },
  ) {
    this.transport = deps.transport;
  }

  /** Web Push is always configured: the keys are generated when missing. */
  available(): boolean {
    return true;
  }

  reportFailuresTo(reporter: FailureReporter): void {
    this.report = reporter;
  }

  /** TESTS ONLY: deliver through a transport that trusts a local push-service stand-in. */
  useTransportInTests(transport: PushTransport | null): void {
    this.transport = transport ?? this.deps.transport;
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  async subscribe(userId: number, input: { endpoint: string; p256dh: string; auth: string }) {
    if (!/^https:\/\//i.test(input.endpoint)) {
      throw new InvalidError({ endpoint: ['The endpoint must be an https URL.'] });
    }
    await this.deps.subscriptions.upsert(userId, input);
  }

  unsubscribe(userId: number, endpoint: string): Promise<void> {
    return this.deps.subscriptions.deleteForUser(userId, endpoint);
  }

  /**
   * Sends one message per user to each of their browsers. A gone subscription (404/410) is
   * deleted; any other failure is reported and does not stop the others.
   */
  async send(messages: Map<number, PushMessage>): Promise<void> {
    if (!messages.size) return;
    const targets = await this.deps.subscriptions.forUsers([...messages.keys()]);
    if (!targets.length) return;
    const vapid = await this.vapidDetails();
    await Promise.all(
      targets.map(async (target) => {
        try {
          await this.transport.send(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            messages.get(target.user_id)!,
            vapid,
          );
        } catch (error) {
          if (error instanceof PushSubscriptionGoneError) {
            await this.deps.subscriptions.deleteById(target.id);
          } else {
            this.report(
              error,
              `Could not deliver a browser notification to user ${target.user_id}.`,
            );
          }
        }
      }),
    );
  }

  private async vapidDetails(): Promise<VapidDetails> {
    const settings = await this.deps.settings.all();
    const address = settings.mail.contact_address || settings.contact.email || this.deps.adminEmail;
    return { subject: `mailto:${address}`, ...(await this.vapidKeys()) };
  }

  private async vapidKeys(): Promise<VapidKeys> {
    this.keys ??= await this.deps.settings.internalValue<VapidKeys>(VAPID_SETTING, () =>
      webPush.generateVAPIDKeys(),
    );
    return this.keys;
  }
}
