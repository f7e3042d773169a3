import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVE_THEME_STORAGE_KEY } from '@common/themes/theme';
import { useActiveTheme } from '@client/appearance/themes/active-theme';
import { useThemeToggle } from '@client/appearance/themes/use-theme-toggle';
import { buildBootstrapFixture, installBootstrap } from '../../../../support/bootstrap-fixture';
import { resetThemeState } from '../reset-theme-state';

function renderToggle() {
  return renderHook(() => ({ toggle: useThemeToggle(), active: useActiveTheme() })).result;
}

describe('useThemeToggle', () => {
  beforeEach(() => {
    resetThemeState();
    installBootstrap();
  });

  it('switches between the default dark and default light themes and stores the choice', () => {
    const result = renderToggle();
    expect(result.current.active.id).toBe(1);
    expect(result.current.toggle.isDark).toBe(true);

    act(() => result.current.toggle.toggle());
    expect(result.current.active.id).toBe(2);
    expect(result.current.toggle.isDark).toBe(false);
    expect(localStorage.getItem(ACTIVE_THEME_STORAGE_KEY)).toBe('2');

    act(() => result.current.toggle.toggle());
    expect(result.current.active.id).toBe(1);
    expect(localStorage.getItem(ACTIVE_THEME_STORAGE_KEY)).toBe('1');
  });

  it('allows toggling only when users may change the theme', () => {
    expect(renderToggle().current.toggle.canToggle).toBe(true);

    const settings = buildBootstrapFixture().settings;
    installBootstrap({ settings: { ...settings, themes: { default_id: 1, user_change: false } } });
    expect(renderToggle().current.toggle.canToggle).toBe(false);
  });
});
