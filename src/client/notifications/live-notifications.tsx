import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTrans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';

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
    void import('./start-live-notifications').then(({ startLiveNotifications }) => {
      if (unmounted) return;
      stop = startLiveNotifications(queryClient, (count) =>
        setAnnouncement(transRef.current(':count unread notifications', { count })),
      );
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
