import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { REPORTS_PERMISSION } from '../reports/use-report';
import { MEMBERS_PERMISSION } from './dashboard-api';
import { DashboardMembers } from './dashboard-members';
import { DashboardReports } from './dashboard-reports';
import { DashboardShortcuts } from './dashboard-shortcuts';

/**
 * The admin's landing page: the reports' headline (reports.view), member counts and the newest
 * members (users.update), or, holding neither, shortcuts to the pages the user can open.
 */
export function Dashboard() {
  const { user } = useBootstrapData();
  const { hasPermission } = useAuth();
  const { trans } = useTrans();
  const reports = hasPermission(REPORTS_PERMISSION);
  const members = hasPermission(MEMBERS_PERMISSION);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={trans('Dashboard')} />
      <Typography variant="h5" component="h1">
        {trans('Welcome, :name', { name: user?.name ?? '' })}
      </Typography>
      {reports && <DashboardReports />}
      {members && <DashboardMembers />}
      {!reports && !members && <DashboardShortcuts />}
    </Box>
  );
}
