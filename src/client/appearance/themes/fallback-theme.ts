import type { Theme } from '@common/themes/theme';

/** Used only when the bootstrap data carries no themes at all, so the page still renders. */
export const FALLBACK_THEME: Theme = {
  id: 0,
  name: 'Fallback',
  is_dark: false,
  default_light: true,
  default_dark: false,
  values: {
    '--be-background': '#ffffff',
    '--be-background-alt': '#f3f4f6',
    '--be-paper': '#ffffff',
    '--be-foreground': '#111827',
    '--be-foreground-muted': '#4b5563',
    '--be-primary': '#1f6feb',
    '--be-on-primary': '#ffffff',
    '--be-secondary': '#6b7280',
    '--be-danger': '#d32f2f',
    '--be-positive': '#2e7d32',
    '--be-warning': '#ed6c02',
    '--be-divider': 'rgba(0, 0, 0, 0.12)',
    '--be-navbar': '#ffffff',
    '--be-on-navbar': '#111827',
    '--be-radius': '8px',
    '--be-font-family': 'system-ui, sans-serif',
  },
};
