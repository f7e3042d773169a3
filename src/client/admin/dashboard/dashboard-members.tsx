import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTrans } from '@client/i18n/trans';
import { useDashboardData } from './dashboard-api';
import { StatCard } from './stat-card';

/** Member counts and the newest sign-ups (for holders of users.update: it shows emails). */
export function DashboardMembers() {
  const { trans } = useTrans();
  const { data, isError } = useDashboardData();
  const counts = data?.counts;
  return (
    <>
      {isError ? (
        <Typography color="error">{trans('There was an issue. Please try again.')}</Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <StatCard label={trans('Users')} value={counts?.users} />
        <StatCard label={trans('New users this week')} value={counts?.newUsersThisWeek} />
        <StatCard label={trans('Roles')} value={counts?.roles} />
        <StatCard label={trans('Active sessions')} value={counts?.activeSessions} />
      </Box>
      <Card component="section" aria-label={trans('Newest users')}>
        <CardContent>
          <Typography variant="h6" component="h3">
            {trans('Newest users')}
          </Typography>
          <List dense>
            {(data?.recentUsers ?? []).map((recent) => (
              <ListItem key={recent.id} disableGutters>
                <ListItemText
                  primary={recent.name}
                  secondary={`${recent.email} · ${new Date(recent.created_at).toLocaleDateString()}`}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </>
  );
}
