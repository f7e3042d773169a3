import type { NotificationListResponse } from '@common/api/notifications';
import { paginationResponse } from '../../http/pagination';
import type { NotificationRepository } from './notification-repository';

/** A member's own notifications: the list, the unread count, marking them read. */
export class NotificationService {
  constructor(private readonly notifications: NotificationRepository) {}

  async list(userId: number, page: number, perPage: number): Promise<NotificationListResponse> {
    const [{ rows, total }, unreadCount] = await Promise.all([
      this.notifications.page(userId, page, perPage),
      this.notifications.unreadCount(userId),
    ]);
    return { pagination: paginationResponse(rows, total, page, perPage), unreadCount };
  }

  /** Other users' ids among `ids` are ignored. Answers the unread count after. */
  async markAsRead(userId: number, ids: number[]): Promise<number> {
    await this.notifications.markRead(userId, ids);
    return this.notifications.unreadCount(userId);
  }

  async markAllAsRead(userId: number): Promise<number> {
    await this.notifications.markAllRead(userId);
    return this.notifications.unreadCount(userId);
  }

  unreadCount(userId: number): Promise<number> {
    return this.notifications.unreadCount(userId);
  }
}
