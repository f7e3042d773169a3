import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box } from '@mui/material';
import { Button, Link, useBasename } from 'react-admin';

/** The insights page's way back to the subject's admin page (`to` without the basename). */
export function BackLink({ to, label }: { to: string; label: string }) {
  const basename = useBasename();
  return (
    <Box>
      <Button component={Link} to={`${basename}${to}`} label={label}>
        <ArrowBack />
      </Button>
    </Box>
  );
}
