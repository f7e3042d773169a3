import type { Theme } from '@common/themes/theme';

const shared = {
  '--be-radius': '8px',
  '--be-font-family': "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  '--be-danger': '#e5484d',
  '--be-positive': '#30a46c',
  '--be-warning': '#f5a524',
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
      // Dark enough for links and accents on the light background (WCAG AA, 4.8:1).
      '--be-primary': '#8c6508',
      '--be-on-primary': '#ffffff',
      '--be-secondary': '#1f6feb',
      '--be-divider': 'rgba(0, 0, 0, 0.12)',
      '--be-navbar': '#14171c',
      '--be-on-navbar': '#f6f7f9',
    },
  },
];
