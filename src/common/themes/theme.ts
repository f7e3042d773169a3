/** CSS variables a theme sets; colour values are CSS colours. */
export interface ThemeValues {
  '--be-background': string;
  '--be-background-alt': string;
  '--be-paper': string;
  '--be-foreground': string;
  '--be-foreground-muted': string;
  '--be-primary': string;
  '--be-on-primary': string;
  '--be-secondary': string;
  '--be-danger': string;
  '--be-positive': string;
  '--be-warning': string;
  '--be-divider': string;
  '--be-navbar': string;
  '--be-on-navbar': string;
  '--be-radius': string;
  '--be-font-family': string;
  [name: `--be-${string}`]: string;
}

export interface Theme {
  id: number;
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: ThemeValues;
}

/** localStorage key holding the chosen theme id, or 'system'. */
export const ACTIVE_THEME_STORAGE_KEY = 'be-active-theme';
