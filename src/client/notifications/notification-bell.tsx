import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useTrans } from '@client/i18n/trans';
import { lazyOverlay } from '@client/ui/overlays/lazy-overlays';
import { useUnreadCount } from './unread-count';

const NotificationPopover = lazyOverlay(() => import('./notification-popover'));

/** The navbar's bell (spec 2.6, desktop): the unread count; the popover is a lazy chunk. */
export function NotificationBell() {
  const { trans } = useTrans();
  const unread = useUnreadCount();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = anchorEl !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={trans('Notifications, :count unread', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <NotificationPopover
        id={popoverId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
      />
    </>
  );
}
