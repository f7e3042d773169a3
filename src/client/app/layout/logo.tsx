import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
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
}

/** The logo that contrasts with the active theme: the dark logo on light themes and vice versa. */
export function useLogoSrc(): string {
  const { settings, base_path } = useBootstrapData();
  const isDark = useActiveTheme().is_dark;
  const isMobile = useIsMobile();
  const { branding } = settings;
  const desktop = isDark ? branding.logo_light : branding.logo_dark;
  const mobile = isDark ? branding.logo_light_mobile : branding.logo_dark_mobile;
  const path = (isMobile && mobile) || desktop;
  return path ? siteUrl(path, base_path) : '';
}

export function Logo({ to = '/', height = 36, sx }: LogoProps) {
  const siteName = useBootstrapData().settings.branding.site_name;
  const src = useLogoSrc();
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
