import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { WORKSPACE_INVITATION_TYPE, type Notification } from '@common/api/notifications';
import { useRelativeTime } from '@client/account/sessions/use-relative-time';
import { useTrans } from '@client/i18n/trans';
import { focusRing } from '@client/ui/focus-ring';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { NotificationContent } from './notification-content';
import { useInviteAnswer, useOpenNotification } from './use-notification-actions';

interface NotificationItemProps {
  notification: Notification;
  /** Called before the item navigates away, e.g. to close the popover. */
  onNavigate?: () => void;
}

/** One notification of the popover and the page (spec 3, 4). */
export function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const { trans } = useTrans();
  const relativeTime = useRelativeTime();
  const open = useOpenNotification(onNavigate);
  const answer = useInviteAnswer();
  const { data } = notification;
  const unread = !notification.read_at;
  const inviteId = data.inviteId;
  const buttons =
    notification.type === WORKSPACE_INVITATION_TYPE && inviteId ? (data.buttonActions ?? []) : [];

  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <ButtonBase
        onClick={() => void open(notification)}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          width: '100%',
          px: 2,
          py: 1.5,
          textAlign: 'start',
          ...focusRing,
        }}
      >
        {data.image ? (
          <Avatar component="span" src={data.image} alt="" sx={{ width: 40, height: 40 }} />
        ) : (
          <Avatar component="span" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
            <NotificationsOutlined aria-hidden />
          </Avatar>
        )}
        {/* a button holds phrasing content only: spans laid out as blocks */}
        <Box component="span" sx={{ display: 'block', flex: 1, minWidth: 0 }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {trans('Unread')}
            </Box>
          ) : null}
          {data.lines.map((line, index) => (
            <Typography
              key={index}
              variant="body2"
              component="span"
              sx={{
                display: 'block',
                fontWeight: line.type === 'primary' ? 600 : undefined,
                color: line.type === 'primary' ? 'text.primary' : 'text.secondary',
                overflowWrap: 'anywhere',
              }}
            >
              <NotificationContent content={line.content} />
            </Typography>
          ))}
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={notification.created_at}
          >
            {relativeTime(notification.created_at)}
          </Typography>
        </Box>
        {unread ? (
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              mt: 1,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
            }}
          />
        ) : null}
      </ButtonBase>
      {buttons.length > 0 && inviteId ? (
        <Box sx={{ display: 'flex', gap: 1, px: 2, pb: 1.5, pl: 9 }}>
          {buttons.map((button) => (
            <Button
              key={button.action}
              size="small"
              variant={button.action === 'join' ? 'contained' : 'outlined'}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ answer: button.action, inviteId })}
            >
              {trans(button.label)}
            </Button>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
