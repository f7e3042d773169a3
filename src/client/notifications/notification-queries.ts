import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Notification,
  NotificationEvent,
  NotificationListResponse,
} from '@common/api/notifications';
import { apiClient } from '@client/http/api-client';
import { GENERIC_ERROR_MESSAGE } from '@client/http/api-error';
import { toast } from '@client/ui/toast/toast-store';
import { setUnreadCount } from './unread-count';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** Spec 9: the page shows 30; the popover shows the first few. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
export const POPOVER_PAGE_SIZE = 10;

const LISTS_KEY = [...NOTIFICATIONS_KEY, 'list'];
const listKey = (page: number, perPage: number) => [...LISTS_KEY, perPage, page];

export function useNotificationList(page: number, perPage: number) {
  return useQuery({
    queryKey: listKey(page, perPage),
    queryFn: async ({ signal }) => {
      const response = await apiClient.get<NotificationListResponse>(
        'notifications',
        { page, perPage },
        { signal },
      );
      setUnreadCount(response.unreadCount);
      return response;
    },
  });
}

/** Marks every cached copy of the given notifications read, so the lists restyle at once. */
function markCachedRead(queryClient: QueryClient, ids: number[] | 'all') {
  const readAt = new Date().toISOString();
  const isTarget = (item: Notification) => ids === 'all' || ids.includes(item.id);
  queryClient.setQueriesData<NotificationListResponse>({ queryKey: LISTS_KEY }, (old) =>
    old
      ? {
          ...old,
          pagination: {
            ...old.pagination,
            data: old.pagination.data.map((item) =>
              isTarget(item) && !item.read_at ? { ...item, read_at: readAt } : item,
            ),
          },
        }
      : old,
  );
}

export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiClient.post<{ unreadCount: number }>('notifications/mark-as-read', { ids }),
    onSuccess: ({ unreadCount }, ids) => {
      markCachedRead(queryClient, ids);
      setUnreadCount(unreadCount);
    },
    // spec 8: marking read failing shows the generic error
    onError: () => toast.danger(GENERIC_ERROR_MESSAGE),
  });
}

export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<{ unreadCount: number }>('notifications/mark-all-as-read'),
    onSuccess: ({ unreadCount }) => {
      markCachedRead(queryClient, 'all');
      setUnreadCount(unreadCount);
    },
    onError: () => toast.danger(GENERIC_ERROR_MESSAGE),
  });
}

/** A live event: the new notification goes on top of every cached first page. */
export function prependLiveNotification(queryClient: QueryClient, event: NotificationEvent) {
  setUnreadCount(event.unreadCount);
  for (const [key, old] of queryClient.getQueriesData<NotificationListResponse>({
    queryKey: LISTS_KEY,
  })) {
    if (!old || key[3] !== 1) continue;
    const rest = old.pagination.data.filter((item) => item.id !== event.notification.id);
    queryClient.setQueryData<NotificationListResponse>(key, {
      unreadCount: event.unreadCount,
      pagination: {
        ...old.pagination,
        data: [event.notification, ...rest].slice(0, old.pagination.per_page),
        total: old.pagination.total + 1,
      },
    });
  }
}
