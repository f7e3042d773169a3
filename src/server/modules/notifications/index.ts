import type { NotificationData, NotificationType } from '@common/api/notifications';

export type { NotificationData, NotificationType } from '@common/api/notifications';

/** What a module asks the notifications module to send. */
export interface NotificationRequest {
  type: NotificationType;
  /** User ids; each receives it on the channels they chose for this type. */
  recipientIds: number[];
  data: NotificationData;
  /** The email's subject; its body is rendered from data's lines and main action. */
  subject: string;
}

/**
 * The one way any module sends a notification (issue 17). It records the request as a background
 * job and returns; delivery (in-app row, live push, email, Web Push) never runs inside the request
 * that caused it. Call it after the change it reports has been committed, not inside a
 * transaction: the job is not part of it (and on SQLite the call would wait on that transaction).
 * In app.services it is `notifier`; tests wait for delivery with `services.jobs.idle()`.
 */
export interface Notifier {
  notify(request: NotificationRequest): Promise<void>;
}

export type { NotificationService } from './notification-service';
export type { NotificationDispatcher } from './notification-dispatcher';
export { DELIVER_NOTIFICATION_JOB } from './notification-dispatcher';
export type { NotificationPreferenceService } from './notification-preference-service';
export type { WebPushService } from './web-push-service';
export type { LiveHub, LiveSocket } from './live-hub';
