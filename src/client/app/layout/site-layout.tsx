import type { ReactNode } from 'react';
import { Outlet, useMatch } from 'react-router';
import Box from '@mui/material/Box';
import { NavbarSearch } from '../../site/search/navbar-search';
import { AdSlot } from '../../site/shared/ad-slot';
import { Footer } from './footer';
import { Navbar } from './navbar/navbar';
import { useNavbarHidden } from './navbar-visibility';
import { MAIN_CONTENT_ID, SkipToContent } from './skip-to-content';

interface SiteLayoutProps {
  /** Passed to the navbar's middle slot; the catalogue search by default. */
  navbarContent?: ReactNode;
}

/**
 * Navbar (with the search), the routed page between the general ad slots, and the footer, which
 * stays at the bottom of short pages. The watch page has its own slot under the player, and
 * nothing above it: the player comes first there.
 */
export function SiteLayout({ navbarContent = <NavbarSearch /> }: SiteLayoutProps) {
  const onWatchPage = useMatch('/watch/:videoId') !== null;
  // a custom page saved with "Hide navigation" shows without the navbar
  const navbarHidden = useNavbarHidden();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipToContent />
      {navbarHidden ? null : <Navbar>{navbarContent}</Navbar>}
      {/* tabIndex -1 lets the skip link move keyboard focus into main */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        {onWatchPage ? null : <AdSlot slot="general_top" />}
        <Outlet />
        {onWatchPage ? null : <AdSlot slot="general_bottom" />}
      </Box>
      <Footer />
    </Box>
  );
}
