import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVE_THEME_STORAGE_KEY, type Theme } from '@common/themes/theme';
import {
  selectActiveTheme,
  setActiveTheme,
  useActiveTheme,
  type ThemeSelectionInput,
} from '@client/appearance/themes/active-theme';
import { DEFAULT_THEMES } from '@server/modules/appearance/default-themes';
import { buildBootstrapFixture, installBootstrap } from '../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../match-media-stub';
import { resetThemeState } from '../reset-theme-state';

// DEFAULT_THEMES: id 1 is the default dark theme, id 2 the default light theme.
const DARK = 1;
const LIGHT = 2;
const SEPIA: Theme = { ...DEFAULT_THEMES[1]!, id: 3, name: 'Sepia', default_light: false };
const THEMES = [...DEFAULT_THEMES, SEPIA];

function select(overrides: Partial<ThemeSelectionInput>): number {
  return selectActiveTheme({
    themes: THEMES,
    settings: { default_id: SEPIA.id, user_change: true },
    storedChoice: null,
    temporaryId: null,
    prefersDark: false,
    ...overrides,
  }).id;
}

describe('selectActiveTheme', () => {
  it('uses the stored theme id', () => {
    expect(select({ storedChoice: String(LIGHT) })).toBe(LIGHT);
    expect(select({ storedChoice: String(DARK) })).toBe(DARK);
  });

  it('uses the default theme when nothing is stored', () => {
    expect(select({ storedChoice: null })).toBe(SEPIA.id);
  });

  it("follows the system preference for 'system' and '0'", () => {
    for (const choice of ['system', '0']) {
      expect(select({ storedChoice: choice, prefersDark: true })).toBe(DARK);
      expect(select({ storedChoice: choice, prefersDark: false })).toBe(LIGHT);
    }
  });

  it('always uses the default theme when users may not change it', () => {
    const settings = { default_id: SEPIA.id, user_change: false };
    expect(select({ settings, storedChoice: String(LIGHT) })).toBe(SEPIA.id);
    expect(select({ settings, storedChoice: 'system', prefersDark: true })).toBe(SEPIA.id);
  });

  it('falls back to the default theme, then to the first theme, for unknown ids', () => {
    expect(select({ storedChoice: '99' })).toBe(SEPIA.id);
    expect(select({ storedChoice: '99', settings: { default_id: 42, user_change: true } })).toBe(
      THEMES[0]!.id,
    );
  });

  it('prefers a temporary (preview) choice over everything else', () => {
    const settings = { default_id: SEPIA.id, user_change: false };
    expect(select({ settings, storedChoice: String(DARK), temporaryId: LIGHT })).toBe(LIGHT);
  });
});

describe('active theme store', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    resetThemeState();
    installBootstrap();
    media = stubMatchMedia({ dark: false });
  });

  afterEach(() => media.restore());

  const activeId = () => renderHook(() => useActiveTheme()).result;

  it('reads the stored choice from localStorage', () => {
    localStorage.setItem(ACTIVE_THEME_STORAGE_KEY, String(LIGHT));
    expect(activeId().current.id).toBe(LIGHT);
  });

  it("picks the system theme for 'system' and follows preference changes", () => {
    localStorage.setItem(ACTIVE_THEME_STORAGE_KEY, 'system');
    const result = activeId();
    expect(result.current.id).toBe(LIGHT);
    act(() => media.setPrefersDark(true));
    expect(result.current.id).toBe(DARK);
  });

  it('stores a permanent choice in localStorage', () => {
    const result = activeId();
    act(() => setActiveTheme(LIGHT));
    expect(result.current.id).toBe(LIGHT);
    expect(localStorage.getItem(ACTIVE_THEME_STORAGE_KEY)).toBe(String(LIGHT));
  });

  it('keeps a temporary choice in memory only', () => {
    localStorage.setItem(ACTIVE_THEME_STORAGE_KEY, String(DARK));
    const result = activeId();
    act(() => setActiveTheme(LIGHT, { temporary: true }));
    expect(result.current.id).toBe(LIGHT);
    expect(localStorage.getItem(ACTIVE_THEME_STORAGE_KEY)).toBe(String(DARK));
  });

  it('ignores the stored choice when users may not change the theme', () => {
    const settings = buildBootstrapFixture().settings;
    installBootstrap({
      settings: { ...settings, themes: { default_id: DARK, user_change: false } },
    });
    localStorage.setItem(ACTIVE_THEME_STORAGE_KEY, String(LIGHT));
    expect(activeId().current.id).toBe(DARK);
  });
});
