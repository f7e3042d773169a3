import { getBootstrapData, mergeBootstrapData } from '@client/app/bootstrap-store';
import { useAuth } from '@client/auth/use-auth';

/**
 * The unread count lives on the bootstrap user (spec 3's unread_notifications_count), so the
 * bell, the mobile user-menu item and anything else reading the user show one value.
 */
export function setUnreadCount(count: number): void {
  const { user } = getBootstrapData();
  if (!user || user.unread_notifications_count === count) return;
  mergeBootstrapData({ user: { ...user, unread_notifications_count: count } });
}

export function useUnreadCount(): number {
  return useAuth().user?.unread_notifications_count ?? 0;
}
