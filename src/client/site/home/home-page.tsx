import { Box, Container, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useSettings } from '../../app/bootstrap-store';
import { Trans } from '../../i18n/trans';
import { PageLoader } from '../../ui/page-loader';

const LoginPage = lazy(() =>
  import('../../auth/login/login-page').then((module) => ({ default: module.LoginPage })),
);

/** The homepage: a login page when the site is set up that way, otherwise the site's front page. */
export function HomePage() {
  const settings = useSettings();
  if (settings.homepage.type === 'login') {
    return (
      <Suspense fallback={<PageLoader />}>
        <LoginPage />
      </Suspense>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ maxWidth: 720 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          <Trans
            message="Welcome to :siteName"
            values={{ siteName: settings.branding.site_name }}
          />
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {settings.branding.site_description}
        </Typography>
      </Box>
    </Container>
  );
}
