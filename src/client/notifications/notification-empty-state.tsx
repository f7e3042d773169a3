import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSettings } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';

/** Spec 2.6's empty state, shared by the popover and the page. */
export function NotificationEmptyState({ onNavigate }: { onNavigate?: () => void }) {
  const { trans } = useTrans();
  const settings = useSettings();
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 5 }}>
      <NotificationsNoneOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mt: 1 }}>
        {trans('Hang tight!')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {trans('Notifications will start showing up here soon.')}
      </Typography>
      {settings.notif.subs.integrated ? (
        <Button
          component={RouterLink}
          to="/notifications/settings"
          onClick={onNavigate}
          variant="outlined"
          size="small"
          sx={{ mt: 2 }}
        >
          {trans('Notification settings')}
        </Button>
      ) : null}
    </Box>
  );
}
