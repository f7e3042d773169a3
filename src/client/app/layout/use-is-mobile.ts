import useMediaQuery from '@mui/material/useMediaQuery';
import { useBootstrapData } from '../bootstrap-store';

/** Spec 9 mobile breakpoint. */
export const MOBILE_BREAKPOINT = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * True below 768 px. The query is explicit rather than theme.breakpoints.down('md') so it
 * holds even outside the app's ThemeProvider. The server renders, and the browser hydrates, with
 * the device the user agent names (phones get the mobile layout from the first paint); the
 * viewport decides from then on.
 */
export function useIsMobile(): boolean {
  const { is_mobile_device } = useBootstrapData();
  return useMediaQuery(MOBILE_MEDIA_QUERY, { defaultMatches: is_mobile_device });
}
