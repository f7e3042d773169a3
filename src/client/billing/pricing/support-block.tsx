import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from '@client/i18n/trans';

/** Spec 2.7: the pricing page's support block, its 'Contact us' button leading to /contact. */
export function SupportBlock() {
  return (
    <Paper
      component="section"
      aria-labelledby="pricing-support-heading"
      variant="outlined"
      sx={{
        mt: { xs: 6, md: 8 },
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <div>
        <Typography
          id="pricing-support-heading"
          component="h2"
          sx={{ fontSize: 20, fontWeight: 700 }}
        >
          <Trans message="Do you have any questions about our plans?" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <Trans message="Our support team will be happy to help you choose the right one." />
        </Typography>
      </div>
      <Button component={RouterLink} to="/contact" variant="outlined" size="large">
        <Trans message="Contact us" />
      </Button>
    </Paper>
  );
}
