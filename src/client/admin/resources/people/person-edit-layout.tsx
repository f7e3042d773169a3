import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DeleteButton, Title, useGetOne } from 'react-admin';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import type { AdminPersonRecord } from '@common/api/admin-people';
import { personUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { LinkTabs } from '../../layout/link-tabs';
import { useFileUrl } from '../../uploads';

const TABS = ['primary-facts', 'credits'] as const;

/** The person's id from the route (/admin/people/{personId}/…). */
export function usePersonId(): number {
  return Number(useParams().id);
}

/** The person edit page: photo and name, view on site, delete with undo, and the tabs. */
export function PersonEditLayout() {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const id = usePersonId();
  const { pathname } = useLocation();
  const { data: person, isPending, error } = useGetOne<AdminPersonRecord>('people', { id });
  const tab = TABS.find((name) => pathname.endsWith(`/${name}`)) ?? false;
  const labels = { 'primary-facts': trans('Primary facts'), credits: trans('Credits') };

  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  if (error || !person) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {trans('This person could not be loaded.')}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={person.name} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Avatar
          src={person.image ? fileUrl(person.image) : undefined}
          alt=""
          sx={{ width: 64, height: 64 }}
        >
          {person.name.slice(0, 1)}
        </Avatar>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 160 }}>
          {person.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            href={fileUrl(personUrl(person))}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewOutlined />}
          >
            {trans('View on site')}
          </Button>
          <DeleteButton
            resource="people"
            record={person}
            mutationMode="undoable"
            redirect="list"
            label={trans('Delete')}
          />
        </Box>
      </Box>
      <LinkTabs
        label={trans('Person sections')}
        value={tab}
        tabs={TABS.map((name) => ({ label: labels[name], to: name }))}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      />
      <Outlet />
    </Box>
  );
}
