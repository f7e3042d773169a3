import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Typography from '@mui/material/Typography';
import { Trans } from '../../i18n/trans';
import { CenteredMessage } from './centered-message';

/** Spec 2.1: the generic page for route errors other than 404 and guest 401/403. */
export function ErrorPage() {
  return (
    <CenteredMessage gap={1.5}>
      <ErrorOutlinedIcon aria-hidden color="error" sx={{ fontSize: 64, mb: 1 }} />
      <Typography component="h1" variant="h5">
        <Trans message="There was an issue loading this page" />
      </Typography>
      <Typography color="text.secondary">
        <Trans message="Please try again later" />
      </Typography>
    </CenteredMessage>
  );
}
