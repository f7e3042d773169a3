import type { Notification, NotificationData, NotificationType } from '@common/api/notifications';
import { nowIso, toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { NotificationsTable } from './notifications-tables';

type NotificationRow = Omit<NotificationsTable, 'id'> & { id: number };

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    read_at: row.read_at,
    created_at: row.created_at,
    data: JSON.parse(row.data) as NotificationData,
  };
}

/** In-app notifications: the rows a member's list shows. */
export class NotificationRepository extends Repository {
  /** One row per user, in one statement; answers each user's new notification. */
  async insertMany(
    userIds: number[],
    type: NotificationType,
    data: NotificationData,
  ): Promise<Map<number, Notification>> {
    if (!userIds.length) return new Map();
    const now = nowIso();
    const json = JSON.stringify(data);
    const created = new Map<number, Notification>();
    for (let start = 0; start < userIds.length; start += 500) {
      const rows = await this.db
        .insertInto('notifications')
        .values(
          userIds
            .slice(start, start + 500)
            .map((user_id) => ({ user_id, type, data: json, read_at: null, created_at: now })),
        )
        .returningAll()
        .execute();
      for (const row of rows) created.set(row.user_id, toNotification(row));
    }
    return created;
  }

  async page(
    userId: number,
    page: number,
    perPage: number,
  ): Promise<{ rows: Notification[]; total: number }> {
    const base = this.db.selectFrom('notifications').where('user_id', '=', userId);
    const result = await fetchPage<NotificationRow>(base, {
      page,
      perPage,
      orderBy: 'created_at',
      orderDir: 'desc',
    });
    return { rows: result.rows.map(toNotification), total: result.total };
  }

  /** One indexed count (user_id, read_at). */
  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return toCount(row?.total as number | string | undefined);
  }

  /** Unread counts of many users in one grouped query (users without any are absent). */
  async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (!userIds.length) return counts;
    const rows = await this.db
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll().as('total')])
      .where('user_id', 'in', userIds)
      .where('read_at', 'is', null)
      .groupBy('user_id')
      .execute();
    for (const row of rows) counts.set(row.user_id, toCount(row.total as number | string));
    return counts;
  }

  /** Marks the user's own notifications among `ids` read; other users' ids match nothing. */
  async markRead(userId: number, ids: number[]): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .where('read_at', 'is', null)
      .execute();
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }
}
