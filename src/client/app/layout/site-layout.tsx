import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { Footer } from './footer';
import { Navbar } from './navbar/navbar';
import { MAIN_CONTENT_ID, SkipToContent } from './skip-to-content';

interface SiteLayoutProps {
  /** Passed to the navbar's middle slot (e.g. the search box). */
  navbarContent?: ReactNode;
}

/** Navbar, the routed page and the footer, which stays at the bottom of short pages. */
export function SiteLayout({ navbarContent }: SiteLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipToContent />
      <Navbar>{navbarContent}</Navbar>
      {/* tabIndex -1 lets the skip link move keyboard focus into main */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
