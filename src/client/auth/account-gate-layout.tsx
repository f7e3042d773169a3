import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Logo } from '@client/app/layout/logo';
import { LogoutButton } from './logout-button';

interface AccountGateLayoutProps {
  heading: ReactNode;
  children?: ReactNode;
}

/**
 * The full-page screen a signed-in user sees instead of the app (spec 2.1): a logout button,
 * the logo, a heading and the screen's content.
 */
export function AccountGateLayout({ heading, children }: AccountGateLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LogoutButton />
      </Box>
      <Box
        component="main"
        sx={{ flex: '1 0 auto', display: 'flex', justifyContent: 'center', px: 2, pb: 6 }}
      >
        <Box sx={{ width: '100%', maxWidth: 440, textAlign: 'center' }}>
          <Box sx={{ mb: 4 }}>
            <Logo surface="--be-background" />
          </Box>
          <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 500 }}>
            {heading}
          </Typography>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
