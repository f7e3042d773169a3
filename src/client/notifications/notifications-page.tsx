import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSettings } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { UrlPagination, usePageParam } from '@client/site/lists/url-pagination';
import { QueryErrorPage } from '@client/site/profiles/query-error-page';
import { NotificationEmptyState } from './notification-empty-state';
import { NotificationItem } from './notification-item';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkAllAsRead,
  useNotificationList,
} from './notification-queries';
import { useUnreadCount } from './unread-count';

/** Route /notifications (login required; spec 2.5): 30 per page. */
export function NotificationsPage() {
  const { trans } = useTrans();
  const settings = useSettings();
  const page = usePageParam();
  const list = useNotificationList(page, NOTIFICATIONS_PAGE_SIZE);
  const markAll = useMarkAllAsRead();
  const unread = useUnreadCount();
  useDocumentTitle(trans('Notifications'));

  if (list.isError) return <QueryErrorPage error={list.error} />;
  const items = list.data?.pagination.data ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
        <Typography component="h1" sx={{ flex: 1, fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
          {trans('Notifications')}
        </Typography>
        {unread > 0 ? (
          <Button variant="outlined" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {trans('Mark all as read')}
          </Button>
        ) : null}
        {settings.notif.subs.integrated ? (
          <Button
            component={RouterLink}
            to="/notifications/settings"
            startIcon={<SettingsOutlined />}
          >
            {trans('Settings')}
          </Button>
        ) : null}
      </Box>
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={trans('Loading')} />
        </Box>
      ) : items.length === 0 ? (
        <NotificationEmptyState />
      ) : (
        <>
          <Paper variant="outlined" component="ul" sx={{ m: 0, p: 0, overflow: 'hidden' }}>
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} />
            ))}
          </Paper>
          <UrlPagination lastPage={list.data.pagination.last_page} />
        </>
      )}
    </Container>
  );
}
