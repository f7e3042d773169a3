import { useCallback } from 'react';
import { useBootstrapData } from '../../app/bootstrap-store';
import { setActiveTheme, useActiveTheme } from './active-theme';

export interface ThemeToggle {
  isDark: boolean;
  /** Users may change the theme and a theme of the other mode exists. */
  canToggle: boolean;
  /** Switches permanently to the default theme of the other mode. */
  toggle: () => void;
}

export function useThemeToggle(): ThemeToggle {
  const { themes, settings } = useBootstrapData();
  const isDark = useActiveTheme().is_dark;
  const target = themes.find((theme) => (isDark ? theme.default_light : theme.default_dark));
  const targetId = target?.id;

  const toggle = useCallback(() => {
    if (targetId !== undefined) setActiveTheme(targetId);
  }, [targetId]);

  return { isDark, canToggle: settings.themes.user_change && target !== undefined, toggle };
}
