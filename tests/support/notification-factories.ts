import type { FastifyInstance } from 'fastify';
import type { NotificationRequest } from '@server/modules/notifications';

/** A notification request as a sender would make it (a new follower by default). */
export function notificationRequest(
  recipientIds: number[],
  overrides: Partial<NotificationRequest> = {},
): NotificationRequest {
  return {
    type: 'new_follower',
    recipientIds,
    subject: 'You have a new follower',
    data: {
      image: null,
      mainAction: { action: '/user/7', label: 'View profile' },
      lines: [{ type: 'primary', content: 'Ada Lovelace started following you' }],
    },
    ...overrides,
  };
}

/** Sends through the real Notifier and waits until the background job has delivered it. */
export async function notifyAndDeliver(
  app: FastifyInstance,
  recipientIds: number[],
  overrides: Partial<NotificationRequest> = {},
): Promise<void> {
  await app.services.notifier.notify(notificationRequest(recipientIds, overrides));
  await app.services.jobs.idle();
}
