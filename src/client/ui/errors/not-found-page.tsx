import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { Trans } from '../../i18n/trans';
import { CenteredMessage } from './centered-message';

/** Spec 2.1: shown for unknown routes and route errors with status 404. */
export function NotFoundPage() {
  return (
    <CenteredMessage gap={3}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 96, sm: 160 },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          color: 'text.disabled',
        }}
      >
        404
      </Typography>
      <Typography component="h1" variant="h5" sx={{ maxWidth: 480 }}>
        <Trans message="Looks like you've found the doorway to the great nothing" />
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large">
        <Trans message="Take me there!" />
      </Button>
    </CenteredMessage>
  );
}
