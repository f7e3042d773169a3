import type { Notification } from '@common/api/notifications';
import type { JobQueue } from '../../jobs/job-queue';
import { mailBranding, type MailBranding, type Mailer } from '../mail';
import type { SettingsService } from '../settings';
import type { UserContact, UserService } from '../users';
import type { NotificationRequest, Notifier } from './index';
import type { LiveHub } from './live-hub';
import { absoluteUrl, notificationMail } from './notification-mail';
import type { Channels, NotificationPreferenceService } from './notification-preference-service';
import type { NotificationRepository } from './notification-repository';
import type { PushMessage } from './push-transport';
import type { UnsubscribeTokens } from './unsubscribe-tokens';
import type { WebPushService } from './web-push-service';

/** The job that delivers a notify() call to (a batch of) its recipients. */
export const DELIVER_NOTIFICATION_JOB = 'notifications.deliver';
/** Recipients per delivery job: an announcement to every member becomes many small jobs. */
const RECIPIENTS_PER_JOB = 500;

type FailureReporter = (error: unknown, message: string) => void;

export interface NotificationDispatcherDeps {
  jobs: JobQueue;
  settings: SettingsService;
  users: Pick<UserService, 'contacts'>;
  notifications: NotificationRepository;
  preferences: NotificationPreferenceService;
  hub: LiveHub;
  webPush: WebPushService;
  mail: Mailer;
  tokens: UnsubscribeTokens;
  appUrl: string;
}

/**
 * The Notifier every module calls: notify() only records a job; its handler (deliver) writes
 * the in-app rows, pushes them to connected browsers, and sends the emails and browser
 * notifications each recipient chose. Only the in-app rows can fail the job (and they are
 * written in one statement before anything else, so a retry never duplicates them); an email
 * or push failure is reported and the others still go.
 */
export class NotificationDispatcher implements Notifier {
  private report: FailureReporter = () => {};

  constructor(private readonly deps: NotificationDispatcherDeps) {}

  reportFailuresTo(reporter: FailureReporter): void {
    this.report = reporter;
  }

  async notify(request: NotificationRequest): Promise<void> {
    if (!(await this.deps.settings.all()).notifications.integrated) return;
    const recipientIds = [...new Set(request.recipientIds)].filter(
      (id) => Number.isSafeInteger(id) && id > 0,
    );
    for (let start = 0; start < recipientIds.length; start += RECIPIENTS_PER_JOB) {
      await this.deps.jobs.enqueue(DELIVER_NOTIFICATION_JOB, {
        ...request,
        recipientIds: recipientIds.slice(start, start + RECIPIENTS_PER_JOB),
      });
    }
  }

  async deliver(request: NotificationRequest): Promise<void> {
    const settings = await this.deps.settings.all();
    if (!settings.notifications.integrated) return;
    const contacts = await this.deps.users.contacts(request.recipientIds);
    const channels = await this.deps.preferences.channelsFor(request.type, [...contacts.keys()]);
    const chosen = (channel: keyof Channels) =>
      [...channels].filter(([, choice]) => choice[channel]).map(([id]) => id);

    const created = await this.deps.notifications.insertMany(
      chosen('database'),
      request.type,
      request.data,
    );
    await this.publishLive(created);
    await this.sendEmails(
      request,
      chosen('email').map((id) => contacts.get(id)!),
      mailBranding(settings, this.deps.appUrl),
    );
    await this.sendPush(request, chosen('browser'), created);
  }

  private async publishLive(created: Map<number, Notification>): Promise<void> {
    try {
      const connected = this.deps.hub.connectedAmong([...created.keys()]);
      if (!connected.length) return;
      const counts = await this.deps.notifications.unreadCounts(connected);
      for (const userId of connected) {
        this.deps.hub.publish(userId, {
          event: 'notification',
          notification: created.get(userId)!,
          unreadCount: counts.get(userId) ?? 0,
        });
      }
    } catch (error) {
      this.report(error, 'Could not publish notifications live.');
    }
  }

  private async sendEmails(
    request: NotificationRequest,
    recipients: UserContact[],
    branding: MailBranding,
  ) {
    if (!recipients.length) return;
    for (const recipient of recipients) {
      const token = this.deps.tokens.sign({
        userId: recipient.id,
        type: request.type,
        channel: 'email',
      });
      const unsubscribeUrl = `${this.deps.appUrl}/api/v1/notifications/unsubscribe/${token}`;
      const content = notificationMail(branding, {
        subject: request.subject,
        data: request.data,
        appUrl: this.deps.appUrl,
        unsubscribeUrl,
      });
      try {
        await this.deps.mail.send({
          to: recipient.email,
          ...content,
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      } catch (error) {
        this.report(error, `Could not email a ${request.type} notification.`);
      }
    }
  }

  private async sendPush(
    request: NotificationRequest,
    userIds: number[],
    created: Map<number, Notification>,
  ): Promise<void> {
    if (!userIds.length) return;
    const action = request.data.mainAction?.action;
    const url =
      action && !/^https?:\/\//i.test(action)
        ? absoluteUrl(this.deps.appUrl, action)
        : absoluteUrl(this.deps.appUrl, '/notifications');
    const body = request.data.lines.map((line) => line.content).join('\n');
    const messages = new Map<number, PushMessage>(
      userIds.map((userId) => [
        userId,
        {
          title: request.subject,
          body,
          url,
          tag: `${request.type}-${created.get(userId)?.id ?? Date.now()}`,
        },
      ]),
    );
    try {
      await this.deps.webPush.send(messages);
    } catch (error) {
      this.report(error, 'Could not send browser notifications.');
    }
  }
}
