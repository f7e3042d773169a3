import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../modules/mail';
import { InProcessLiveHub } from '../modules/notifications/live-hub';
import {
  DELIVER_NOTIFICATION_JOB,
  NotificationDispatcher,
} from '../modules/notifications/notification-dispatcher';
import { NotificationPreferenceRepository } from '../modules/notifications/notification-preference-repository';
import { NotificationPreferenceService } from '../modules/notifications/notification-preference-service';
import { NotificationRepository } from '../modules/notifications/notification-repository';
import { NotificationService } from '../modules/notifications/notification-service';
import { PushSubscriptionRepository } from '../modules/notifications/push-subscription-repository';
import { PushTransport } from '../modules/notifications/push-transport';
import { UnsubscribeTokens } from '../modules/notifications/unsubscribe-tokens';
import { WebPushService } from '../modules/notifications/web-push-service';
import type { NotificationRequest } from '../modules/notifications';
import type { SettingsService } from '../modules/settings';
import type { UserService } from '../modules/users';

/**
 * The members' notifications, built BEFORE the accounts cluster: the user resource's
 * unread_notifications_count asks it (one indexed count). Needs only the database.
 */
export function buildNotificationStore(db: Db) {
  const repository = new NotificationRepository(db);
  return { repository, notifications: new NotificationService(repository) };
}

/**
 * Delivery (the Notifier every module calls), channel preferences, Web Push and the live hub;
 * registers the delivery job's handler on the queue.
 */
export function buildNotificationModules(
  config: Config,
  db: Db,
  shared: {
    store: ReturnType<typeof buildNotificationStore>;
    jobs: JobQueue;
    settings: SettingsService;
    users: UserService;
    mail: Mailer;
  },
) {
  const { store, jobs, settings, users, mail } = shared;
  const webPush = new WebPushService({
    subscriptions: new PushSubscriptionRepository(db),
    settings,
    transport: new PushTransport(),
    adminEmail: config.admin.email,
  });
  const notificationPreferences = new NotificationPreferenceService({
    preferences: new NotificationPreferenceRepository(db),
    settings,
    users,
    browserAvailable: () => webPush.available(),
  });
  const liveHub = new InProcessLiveHub();
  const unsubscribeTokens = new UnsubscribeTokens(config.appKey);
  const notifier = new NotificationDispatcher({
    jobs,
    settings,
    users,
    notifications: store.repository,
    preferences: notificationPreferences,
    hub: liveHub,
    webPush,
    mail,
    tokens: unsubscribeTokens,
    appUrl: config.appUrl,
  });
  jobs.handle<NotificationRequest>(DELIVER_NOTIFICATION_JOB, ({ payload }) =>
    notifier.deliver(payload),
  );
  return {
    notifications: store.notifications,
    /** The one way any module sends a notification (the Notifier interface). */
    notifier,
    notificationPreferences,
    webPush,
    liveHub,
    unsubscribeTokens,
  };
}
