import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import type { Theme } from '@common/themes/theme';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useActiveTheme } from '@client/appearance/themes/active-theme';
import { buildMuiTheme } from '@client/appearance/themes/mui-theme';

export interface AdminThemeChoice {
  light: Theme;
  /** null: no dark variant, so react-admin shows no light/dark toggle. */
  dark: Theme | null;
  mode: 'light' | 'dark';
}

/**
 * The admin starts in the site's active theme. When visitors may change themes (spec 3,
 * themes.user_change) it also gets the other default variant for react-admin's toggle.
 */
export function chooseAdminThemes(
  active: Theme,
  themes: Theme[],
  userChange: boolean,
): AdminThemeChoice {
  if (!userChange) return { light: active, dark: null, mode: 'light' };
  const light = active.is_dark
    ? (themes.find((t) => t.default_light) ?? themes.find((t) => !t.is_dark))
    : active;
  const dark = active.is_dark
    ? active
    : (themes.find((t) => t.default_dark) ?? themes.find((t) => t.is_dark));
  if (!light) return { light: active, dark: null, mode: 'light' };
  return { light, dark: dark ?? null, mode: active.is_dark ? 'dark' : 'light' };
}

export interface AdminThemes {
  theme: RaThemeOptions;
  darkTheme: RaThemeOptions | null;
  defaultTheme: 'light' | 'dark';
}

export function useAdminThemes(): AdminThemes {
  const active = useActiveTheme();
  const { themes, settings } = useBootstrapData();
  return useMemo(() => {
    const { light, dark, mode } = chooseAdminThemes(active, themes, settings.themes.user_change);
    return {
      theme: buildMuiTheme(light),
      darkTheme: dark ? buildMuiTheme(dark) : null,
      defaultTheme: mode,
    };
  }, [active, themes, settings.themes.user_change]);
}
