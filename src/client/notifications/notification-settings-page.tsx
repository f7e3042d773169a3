import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type {
  NotificationChannel,
  NotificationSubscriptionsResponse,
  NotificationType,
} from '@common/api/notifications';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { QueryErrorPage } from '@client/site/profiles/query-error-page';
import { errorStatus } from '@client/http/api-error';
import {
  enableBrowserChannel,
  initialSelections,
  useNotificationSubscriptions,
  useSaveSubscriptions,
} from './notification-settings-queries';

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  database: 'In app',
  email: 'Email',
  browser: 'Browser',
};

/** Route /notifications/settings (spec 2.5): which notifications reach the user, and how. */
export function NotificationSettingsPage() {
  const { trans } = useTrans();
  const query = useNotificationSubscriptions();
  useDocumentTitle(trans('Notification settings'));

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={trans('Loading')} />
      </Box>
    );
  }
  // spec 2.5: off (the API answers 404) or nothing to choose → home
  if (query.isError && errorStatus(query.error) === 404) return <Navigate to="/" replace />;
  if (query.isError) return <QueryErrorPage error={query.error} />;
  if (query.data.subscriptions.length === 0) return <Navigate to="/" replace />;
  return <SettingsMatrix response={query.data} />;
}

function SettingsMatrix({ response }: { response: NotificationSubscriptionsResponse }) {
  const { trans } = useTrans();
  const save = useSaveSubscriptions();
  const [selections, setSelections] = useState(() => initialSelections(response));
  const [browserReady, setBrowserReady] = useState(false);
  const channels = response.available_channels;

  const set = (id: NotificationType, channel: NotificationChannel, value: boolean) =>
    setSelections((current) => ({ ...current, [id]: { ...current[id], [channel]: value } }));

  const toggle = async (id: NotificationType, channel: NotificationChannel, checked: boolean) => {
    set(id, channel, checked);
    if (!checked || channel !== 'browser' || browserReady) return;
    const enabled = await enableBrowserChannel();
    if (enabled) setBrowserReady(true);
    else set(id, channel, false);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 }, mb: 3 }}>
        {trans('Notification settings')}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(selections);
        }}
        sx={{ display: 'grid', gap: 3 }}
      >
        {response.subscriptions.map((group) => (
          <TableContainer key={group.group_name} component={Paper} variant="outlined">
            <Table size="small" aria-label={trans(group.group_name)}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                    {trans(group.group_name)}
                  </TableCell>
                  {channels.map((channel) => (
                    <TableCell key={channel} align="center" sx={{ width: 76, px: 0.5 }}>
                      {trans(CHANNEL_LABELS[channel])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {group.entries.map((entry) => (
                  <TableRow key={entry.notif_id}>
                    <TableCell component="th" scope="row">
                      {trans(entry.name)}
                    </TableCell>
                    {channels.map((channel) => (
                      <TableCell key={channel} align="center" sx={{ px: 0.5 }}>
                        <Checkbox
                          checked={selections[entry.notif_id]?.[channel] ?? false}
                          onChange={(event) =>
                            void toggle(entry.notif_id, channel, event.target.checked)
                          }
                          slotProps={{
                            input: {
                              'aria-label': `${trans(entry.name)}: ${trans(CHANNEL_LABELS[channel])}`,
                            },
                          }}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {trans('Save')}
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
