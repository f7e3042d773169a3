import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from '@client/i18n/trans';

/** One titled panel of the billing area. */
export function BillingSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-heading`}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, mb: 3 }}
    >
      <Typography id={`${id}-heading`} component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 2 }}>
        <Trans message={title} />
      </Typography>
      {children}
    </Paper>
  );
}

/** A sub-page's heading with the way back to /billing. */
export function BillingSubPageHeader({ title }: { title: string }) {
  return (
    <>
      <Button component={RouterLink} to="/billing" startIcon={<ArrowBack />} sx={{ mb: 2, ml: -1 }}>
        <Trans message="Back to billing" />
      </Button>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 }, mb: 3 }}>
        <Trans message={title} />
      </Typography>
    </>
  );
}
