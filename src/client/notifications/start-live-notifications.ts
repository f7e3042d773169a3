import type { QueryClient } from '@tanstack/react-query';
import { resolveUrl } from '@client/http/api-client';
import { connectLiveNotifications } from './live-connection';
import { prependLiveNotification } from './notification-queries';

/** ws: or wss: by the page's protocol, under the base path. */
export function liveNotificationsUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${resolveUrl('ws')}`;
}

/**
 * The live connection with its effects on the cache (a lazy chunk, like the popover: the
 * navbar only carries the component that loads it). Returns stop.
 */
export function startLiveNotifications(
  queryClient: QueryClient,
  onCount: (unreadCount: number) => void,
): () => void {
  return connectLiveNotifications({
    url: liveNotificationsUrl(),
    onEvent: (event) => {
      prependLiveNotification(queryClient, event);
      onCount(event.unreadCount);
    },
  });
}
