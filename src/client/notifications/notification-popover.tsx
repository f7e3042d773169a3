import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover, { type PopoverProps } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSettings } from '@client/app/bootstrap-store';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { NotificationEmptyState } from './notification-empty-state';
import { NotificationItem } from './notification-item';
import { POPOVER_PAGE_SIZE, useMarkAllAsRead, useNotificationList } from './notification-queries';
import { useUnreadCount } from './unread-count';

type NotificationPopoverProps = Pick<PopoverProps, 'anchorEl' | 'open' | 'id'> & {
  onClose: () => void;
};

/** Spec 2.6's notifications popover; its code loads when it first opens. */
export default function NotificationPopover({ onClose, ...props }: NotificationPopoverProps) {
  const titleId = useId();
  return (
    <Popover
      {...props}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(600px, 80vh)' },
        },
      }}
    >
      <PopoverContent titleId={titleId} onClose={onClose} />
    </Popover>
  );
}

function PopoverContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { trans } = useTrans();
  const settings = useSettings();
  const unread = useUnreadCount();
  const list = useNotificationList(1, POPOVER_PAGE_SIZE);
  const markAll = useMarkAllAsRead();
  const items = list.data?.pagination.data ?? [];

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h2"
          sx={{ flex: 1, fontWeight: 600 }}
        >
          {trans('Notifications')}
        </Typography>
        {unread > 0 ? (
          <Button size="small" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {trans('Mark all as read')}
          </Button>
        ) : settings.notif.subs.integrated ? (
          <IconButton
            component={RouterLink}
            to="/notifications/settings"
            onClick={onClose}
            size="small"
            aria-label={trans('Notification settings')}
          >
            <SettingsOutlined fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress size={28} aria-label={trans('Loading')} />
        </Box>
      ) : list.isError ? (
        <Typography role="alert" sx={{ p: 3, textAlign: 'center' }} color="error">
          {trans(getErrorMessage(list.error))}
        </Typography>
      ) : items.length === 0 ? (
        <NotificationEmptyState onNavigate={onClose} />
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} onNavigate={onClose} />
            ))}
          </Box>
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button component={RouterLink} to="/notifications" onClick={onClose} size="small">
              {trans('View all')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
