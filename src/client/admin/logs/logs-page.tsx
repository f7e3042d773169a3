import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTrans } from '@client/i18n/trans';
import { ErrorLogTab } from './error-log-tab';
import { OutgoingEmailLogTab } from './outgoing-email-log-tab';
import { ScheduleLogTab } from './schedule-log-tab';

/** The logs tabs of spec 2.9, in order. */
export const LOG_TABS: Array<{ id: string; label: string; Component: ComponentType }> = [
  { id: 'schedule', label: 'Schedule', Component: ScheduleLogTab },
  { id: 'error', label: 'Error', Component: ErrorLogTab },
  { id: 'outgoing-email', label: 'Outgoing email', Component: OutgoingEmailLogTab },
];

const DEFAULT_LOG_TAB = 'error';

/** The admin route /admin/logs/:tab (custom page, needs logs.view on the server). */
export function LogsPage() {
  const { trans } = useTrans();
  const { tab } = useParams();
  if (tab === undefined) return <Navigate to={DEFAULT_LOG_TAB} relative="path" replace />;
  const current = LOG_TABS.find((item) => item.id === tab);
  if (!current) return <Navigate to={`../${DEFAULT_LOG_TAB}`} relative="path" replace />;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={trans('Logs')} />
      <Tabs
        value={current.id}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={trans('Log types')}
      >
        {LOG_TABS.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={trans(item.label)}
            component={Link}
            to={`../${item.id}`}
            relative="path"
          />
        ))}
      </Tabs>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <current.Component />
        </CardContent>
      </Card>
    </Box>
  );
}
