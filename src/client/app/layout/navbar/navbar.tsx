import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useAuth } from '../../../auth/use-auth';
import { preloadableComponent } from '../../../ssr/preloadable-component';
import { useSettings } from '../../bootstrap-store';
import { Logo } from '../logo';
import { CustomMenu } from '../menus/custom-menu';
import { useIsMobile } from '../use-is-mobile';
import { GuestButtons } from './guest-buttons';
import { NavbarMobileMenu } from './navbar-mobile-menu';

/**
 * The signed-in user's controls, a chunk visitors never load. The app loads it before hydrating
 * a signed-in user's page (loadMemberControls), so the controls answer clicks once it is ready.
 */
const memberControls = preloadableComponent(() => import('./member-controls'));
const MemberControls = memberControls.Component;
export const loadMemberControls = memberControls.preload;

interface NavbarProps {
  /** Rendered between the menu and the account controls (e.g. the search box). */
  children?: ReactNode;
}

export function Navbar({ children }: NavbarProps) {
  const isMobile = useIsMobile();
  const { isLoggedIn } = useAuth();
  // spec 2.6: on mobile the user menu's Notifications item takes the bell's place
  const settings = useSettings();
  const notifications = isLoggedIn && settings.notifications.integrated;

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        bgcolor: 'var(--be-navbar, var(--mui-palette-background-paper))',
        color: 'var(--be-on-navbar, var(--mui-palette-text-primary))',
        backgroundImage: 'none',
      }}
    >
      <Toolbar
        sx={{ gap: { xs: 1, md: 3 }, minHeight: { xs: 56, md: 64 }, px: { xs: 1.5, md: 3 } }}
      >
        {isMobile ? <NavbarMobileMenu showGuestLinks={!isLoggedIn} /> : null}
        <Logo height={isMobile ? 28 : 36} surface="--be-navbar" />
        {isMobile ? null : <CustomMenu position="navbar" label="Main" />}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
          {children}
        </Box>
        {isLoggedIn ? <MemberControls isMobile={isMobile} notifications={notifications} /> : null}
        {!isLoggedIn && !isMobile ? <GuestButtons /> : null}
      </Toolbar>
    </AppBar>
  );
}
