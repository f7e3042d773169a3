import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { isDarkSurface, type ThemeSurface } from '@common/themes/theme-surface';
import { useActiveTheme } from '../../appearance/themes/active-theme';
import { useBootstrapData } from '../bootstrap-store';
import { siteUrl } from './site-url';
import { useIsMobile } from './use-is-mobile';

interface LogoProps {
  /** Where the logo leads; the home page by default. */
  to?: string;
  /** Image height in px; fixed so the bar does not shift while the image loads. */
  height?: number;
  sx?: SxProps<Theme>;
  /** The theme colour the logo sits on; the page background by default. */
  surface?: ThemeSurface;
}

/**
 * Spec 2.2: the logo that contrasts with the surface it sits on, the light logo on a dark
 * surface and the dark logo on a light one, whatever the theme's mode.
 */
export function useLogoSrc(surface: ThemeSurface = '--be-background'): string {
  const { settings, base_path } = useBootstrapData();
  const onDark = isDarkSurface(useActiveTheme(), surface);
  const isMobile = useIsMobile();
  const { branding } = settings;
  const desktop = onDark ? branding.logo_light : branding.logo_dark;
  const mobile = onDark ? branding.logo_light_mobile : branding.logo_dark_mobile;
  const path = (isMobile && mobile) || desktop;
  return path ? siteUrl(path, base_path) : '';
}

export function Logo({ to = '/', height = 36, sx, surface }: LogoProps) {
  const siteName = useBootstrapData().settings.branding.site_name;
  const src = useLogoSrc(surface);
  // remembers which src failed, so a new src (theme switch, resize) gets a fresh try
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== '' && failedSrc !== src;

  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="none"
      sx={[
        { display: 'inline-flex', alignItems: 'center', height, flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={src}
          alt={siteName}
          onError={() => setFailedSrc(src)}
          sx={{ height, width: 'auto', maxWidth: { xs: 140, md: 220 }, objectFit: 'contain' }}
        />
      ) : (
        <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 700, whiteSpace: 'nowrap' }}>
          {siteName}
        </Box>
      )}
    </Link>
  );
}
