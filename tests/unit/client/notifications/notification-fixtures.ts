import type { Notification } from '@common/api/notifications';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { onePage, recordFetch, type SentRequest } from '../../../support/recorded-fetch';
import { settingsWith } from '../app/settings-patch';

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'new_follower',
    read_at: null,
    created_at: new Date().toISOString(),
    data: {
      mainAction: { action: '/user/7/grace', label: 'View profile' },
      image: null,
      lines: [{ type: 'primary', content: '**Grace Hopper** started following you' }],
    },
    ...overrides,
  };
}

/** A signed-in member with notifications (and, by default, their settings) switched on. */
export function installMember({ unread = 0, subs = true } = {}) {
  return installBootstrap({
    user: buildUserFixture({ unread_notifications_count: unread }),
    settings: settingsWith({
      notifications: { integrated: true },
      notif: { subs: { integrated: subs } },
    }),
  });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers the notifications API from `items`; other paths go to `other`. */
export function stubNotificationsApi(
  items: Notification[],
  other: (request: SentRequest) => Response = () => json({ message: 'Not found', errors: {} }, 404),
): SentRequest[] {
  return recordFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/v1/notifications') {
      const unreadCount = items.filter((item) => !item.read_at).length;
      return json({ pagination: onePage(items, 10), unreadCount });
    }
    if (path === '/api/v1/notifications/mark-all-as-read') return json({ unreadCount: 0 });
    if (path === '/api/v1/notifications/mark-as-read') return json({ unreadCount: 0 });
    return other(request);
  });
}
