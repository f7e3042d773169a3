import type { Theme } from '@mui/material/styles';

/** A visible keyboard focus ring for links and cards (the default outline is lost on images). */
export const focusRingSx = {
  outline: 'none',
  '&:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: 3,
  },
} as const;

/**
 * Accent-coloured text on the page background: the primary colour on dark themes, its darker
 * shade on light ones, where a bright primary (the light theme's gold) fails text contrast.
 */
export const accentColor = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.primary.dark;
