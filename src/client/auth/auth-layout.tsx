import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSettings } from '@client/app/bootstrap-store';
import { Logo } from '@client/app/layout/logo';
import { CustomMenu } from '@client/app/layout/menus/custom-menu';
import { Trans, useTrans } from '@client/i18n/trans';

interface AuthLayoutProps {
  /** The card's heading, rendered as the page's h1. */
  heading?: ReactNode;
  children?: ReactNode;
}

/** Spec 2.4 auth page layout: logo, a centered card, a footer with the site name and its menu. */
export function AuthLayout({ heading, children }: AuthLayoutProps) {
  const { branding } = useSettings();
  const { trans } = useTrans();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'background.default',
        px: { xs: 0, sm: 2 },
      }}
    >
      <Box component="header" sx={{ py: { xs: 3, sm: 5 }, px: 2 }}>
        <Logo surface="--be-background" />
      </Box>
      <Box component="main" sx={{ width: '100%', maxWidth: 440, flex: '1 0 auto' }}>
        <Paper
          elevation={0}
          sx={{
            p: { xs: 2, sm: 5 },
            borderRadius: { xs: 0, sm: 2 },
            border: { xs: 'none', sm: 1 },
            borderColor: { sm: 'divider' },
          }}
        >
          {heading ? (
            <Typography component="h1" variant="h5" sx={{ mb: 3, fontWeight: 500 }}>
              {heading}
            </Typography>
          ) : null}
          {children}
        </Paper>
      </Box>
      <Box
        component="footer"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          py: 3,
          px: 2,
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">
          <Trans
            message="© :year :name"
            values={{ year: new Date().getFullYear(), name: branding.site_name }}
          />
        </Typography>
        <Box component="nav" aria-label={trans('Footer')}>
          <CustomMenu position="auth-page-footer" />
        </Box>
      </Box>
    </Box>
  );
}
