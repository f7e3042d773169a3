import type { Theme } from '@common/themes/theme';

// Each theme's text and accent colours meet WCAG AA (4.5:1) on the surfaces they are drawn on.
const shared = {
  '--be-radius': '8px',
  '--be-font-family': "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
};

export const DEFAULT_THEMES: Theme[] = [
  {
    id: 1,
    name: 'Dark',
    is_dark: true,
    default_dark: true,
    default_light: false,
    values: {
      ...shared,
      '--be-background': '#0f1115',
      '--be-background-alt': '#161a21',
      '--be-paper': '#1b2029',
      '--be-foreground': '#eef1f6',
      '--be-foreground-muted': '#a3abb9',
      '--be-primary': '#f5c518',
      '--be-on-primary': '#111111',
      '--be-secondary': '#4aa3ff',
      '--be-danger': '#f2555a',
      '--be-positive': '#30a46c',
      '--be-warning': '#f5a524',
      '--be-divider': 'rgba(255, 255, 255, 0.12)',
      '--be-navbar': '#0b0d10',
      '--be-on-navbar': '#eef1f6',
    },
  },
  {
    id: 2,
    name: 'Light',
    is_dark: false,
    default_dark: false,
    default_light: true,
    values: {
      ...shared,
      '--be-background': '#f6f7f9',
      '--be-background-alt': '#eceef2',
      '--be-paper': '#ffffff',
      '--be-foreground': '#14171c',
      '--be-foreground-muted': '#5a6372',
      // The brand's gold deepened to an amber that reads as text on the light surfaces (5.1:1)
      // and carries white text as a fill (5.5:1).
      '--be-primary': '#a85100',
      '--be-on-primary': '#ffffff',
      '--be-secondary': '#1a5fd0',
      '--be-danger': '#c62828',
      '--be-positive': '#1e7f4f',
      '--be-warning': '#a15c00',
      '--be-divider': 'rgba(0, 0, 0, 0.12)',
      // a dark navbar: the logo follows its surface, not the theme's mode
      '--be-navbar': '#14171c',
      '--be-on-navbar': '#f6f7f9',
    },
  },
];
