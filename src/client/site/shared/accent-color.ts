import type { Theme } from '@mui/material/styles';

/**
 * Accent-coloured text on the page background: the primary colour on dark themes, its darker
 * shade on light ones, where a bright primary (the light theme's gold) fails text contrast.
 */
export const accentColor = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.primary.dark;
