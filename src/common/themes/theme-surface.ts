import { isDarkColor } from './color-contrast';
import type { Theme } from './theme';

/** The theme colours things are drawn on. */
export type ThemeSurface = '--be-background' | '--be-background-alt' | '--be-paper' | '--be-navbar';

/** A theme without a navbar colour paints the navbar with its paper colour. */
const SURFACE_FALLBACK: Partial<Record<ThemeSurface, ThemeSurface>> = {
  '--be-navbar': '--be-paper',
};

/**
 * Whether the theme paints `surface` dark, from the colour's own luminance: a light theme may
 * well have a dark navbar. A colour it cannot read follows the theme's mode.
 */
export function isDarkSurface(theme: Theme, surface: ThemeSurface): boolean {
  const fallback = SURFACE_FALLBACK[surface];
  const value = theme.values[surface]?.trim() || (fallback && theme.values[fallback]?.trim());
  return (value ? isDarkColor(value) : null) ?? theme.is_dark;
}
