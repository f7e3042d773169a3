import useMediaQuery from '@mui/material/useMediaQuery';

/** Spec 9 mobile breakpoint. */
export const MOBILE_BREAKPOINT = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * True below 768 px. The query is explicit rather than theme.breakpoints.down('md') so it
 * holds even outside the app's ThemeProvider; noSsr avoids a desktop first paint on phones.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
}
