import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  NotificationChannel,
  NotificationSubscriptionsResponse,
  NotificationType,
  UpdateSubscriptionsBody,
} from '@common/api/notifications';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import { showErrorToast } from '@client/ui/toast/error-toast';
import { toast } from '@client/ui/toast/toast-store';
import { ensurePushPermission, realPushBrowser, subscribeToPush } from './browser-push';

export type Selections = Partial<
  Record<NotificationType, Partial<Record<NotificationChannel, boolean>>>
>;

export function useNotificationSubscriptions() {
  return useQuery({
    queryKey: ['notifications', 'subscriptions'],
    queryFn: ({ signal }) =>
      apiClient.get<NotificationSubscriptionsResponse>(
        'notifications/me/subscriptions',
        {},
        { signal },
      ),
  });
}

/** The checkbox state from the server's answer: every entry, every channel, false by default. */
export function initialSelections(response: NotificationSubscriptionsResponse): Selections {
  const selections: Selections = {};
  for (const group of response.subscriptions) {
    for (const entry of group.entries) {
      const saved = response.user_selections.find((item) => item.notif_id === entry.notif_id);
      selections[entry.notif_id] = Object.fromEntries(
        response.available_channels.map((channel) => [channel, saved?.channels[channel] ?? false]),
      );
    }
  }
  return selections;
}

/** The contract's channel map names every channel (a zod 4 record over an enum is exhaustive). */
export function toUpdateBody(selections: Selections): UpdateSubscriptionsBody {
  return {
    selections: Object.entries(selections).map(([notif_id, channels]) => ({
      notif_id: notif_id as NotificationType,
      channels: {
        database: channels?.database ?? false,
        email: channels?.email ?? false,
        browser: channels?.browser ?? false,
      },
    })),
  };
}

export function useSaveSubscriptions() {
  return useMutation({
    mutationFn: (selections: Selections) =>
      apiClient.put('notifications/me/subscriptions', toUpdateBody(selections)),
    onSuccess: () => toast.positive('Updated preferences'),
    onError: (error) => showErrorToast(error),
  });
}

export const BLOCKED_MESSAGE =
  'Notifications blocked. Please enable them for this site from browser settings.';

/**
 * Spec 4's browser channel: true once this browser may show notifications and its push
 * subscription is stored; false (after telling the user why) otherwise.
 */
export async function enableBrowserChannel(browser = realPushBrowser()): Promise<boolean> {
  if (!browser || (await ensurePushPermission(browser)) === 'denied') {
    toast.danger(BLOCKED_MESSAGE);
    return false;
  }
  try {
    const { publicKey } = await apiClient.get<{ publicKey: string }>(
      'notifications/push/public-key',
    );
    const subscription = await subscribeToPush(browser, {
      workerUrl: `${getBootstrapData().base_path}notifications-sw.js`,
      publicKey,
    });
    await apiClient.post('notifications/push/subscriptions', { ...subscription });
    return true;
  } catch (error) {
    showErrorToast(error);
    return false;
  }
}
