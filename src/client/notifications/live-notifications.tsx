import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resolveUrl } from '@client/http/api-client';
import { useTrans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { prependLiveNotification } from './notification-queries';

/** ws: or wss: by the page's protocol, under the base path. */
export function liveNotificationsUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${resolveUrl('ws')}`;
}

/**
 * Spec 2.6: keeps the unread count and the cached lists live over one WebSocket per tab while it
 * is mounted (signed in, notifications integrated). The connection code is a lazy chunk. Screen
 * readers hear the new count, politely.
 */
export function LiveNotifications() {
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const transRef = useRef(trans);
  transRef.current = trans;

  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('./live-connection').then(({ connectLiveNotifications }) => {
      if (unmounted) return;
      stop = connectLiveNotifications({
        url: liveNotificationsUrl(),
        onEvent: (event) => {
          prependLiveNotification(queryClient, event);
          setAnnouncement(
            transRef.current(':count unread notifications', { count: event.unreadCount }),
          );
        },
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);

  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {announcement}
    </Box>
  );
}
