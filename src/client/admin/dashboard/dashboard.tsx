import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';

/** The admin's landing page until resources add their own entries. */
export function Dashboard() {
  const { user } = useBootstrapData();
  const { trans } = useTrans();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={trans('Dashboard')} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {trans('Welcome, :name', { name: user?.name ?? '' })}
        </Typography>
        <Typography color="text.secondary">
          {trans('Catalogue, users and settings will appear here as they are added.')}
        </Typography>
      </CardContent>
    </Card>
  );
}
