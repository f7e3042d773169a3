import { createTheme, decomposeColor, type Theme as MuiTheme } from '@mui/material/styles';
import type { Theme, ThemeValues } from '@common/themes/theme';
import { FALLBACK_THEME } from './fallback-theme';

/** Spec 9: mobile breakpoint 768 px; the other MUI defaults stay. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } as const;
/** Spec 9 tooltip delays. */
export const TOOLTIP_ENTER_DELAY = 1500;
export const TOOLTIP_LEAVE_DELAY = 500;
const DEFAULT_RADIUS = 8;
const ROOT_FONT_SIZE = 16;

type ColorName = keyof ThemeValues;

/**
 * MUI derives light/dark shades and channel tokens from palette colours and throws on formats
 * it cannot parse (named colours, oklch…), so those fall back to the built-in value.
 */
function color(values: ThemeValues, name: ColorName): string {
  const value = values[name]?.trim();
  if (value) {
    try {
      decomposeColor(value);
      return value;
    } catch {
      // unsupported colour format
    }
  }
  return FALLBACK_THEME.values[name];
}

/** '--be-radius' as a number of pixels: '8px' → 8, '0.5rem' → 8, '0' → 0. */
export function radiusInPixels(radius: string | undefined): number {
  const match = radius?.trim().match(/^(\d*\.?\d+)(px|rem)?$/);
  if (!match) return DEFAULT_RADIUS;
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * ROOT_FONT_SIZE : amount;
}

export function buildMuiTheme(theme: Theme): MuiTheme {
  const { values } = theme;
  return createTheme({
    cssVariables: true,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode: theme.is_dark ? 'dark' : 'light',
      primary: {
        main: color(values, '--be-primary'),
        contrastText: color(values, '--be-on-primary'),
      },
      secondary: { main: color(values, '--be-secondary') },
      error: { main: color(values, '--be-danger') },
      success: { main: color(values, '--be-positive') },
      warning: { main: color(values, '--be-warning') },
      background: {
        default: color(values, '--be-background'),
        paper: color(values, '--be-paper'),
      },
      text: {
        primary: color(values, '--be-foreground'),
        secondary: color(values, '--be-foreground-muted'),
      },
      divider: color(values, '--be-divider'),
    },
    shape: { borderRadius: radiusInPixels(values['--be-radius']) },
    typography: {
      fontFamily: values['--be-font-family'] || FALLBACK_THEME.values['--be-font-family'],
      fontWeightRegular: 400,
      button: { textTransform: 'none', fontWeight: 500 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      // dark-mode elevation overlays would tint the theme's own paper colour
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTooltip: {
        defaultProps: {
          enterDelay: TOOLTIP_ENTER_DELAY,
          leaveDelay: TOOLTIP_LEAVE_DELAY,
          arrow: true,
        },
      },
    },
  });
}
