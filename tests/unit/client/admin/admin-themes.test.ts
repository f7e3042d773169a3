import { describe, expect, it } from 'vitest';
import { chooseAdminThemes } from '@client/admin/admin-themes';
import { FALLBACK_THEME } from '@client/appearance/themes/fallback-theme';
import type { Theme } from '@common/themes/theme';

const theme = (id: number, overrides: Partial<Theme> = {}): Theme => ({
  ...FALLBACK_THEME,
  id,
  name: `Theme ${id}`,
  default_light: false,
  default_dark: false,
  ...overrides,
});

const light = theme(1, { default_light: true });
const dark = theme(2, { is_dark: true, default_dark: true });
const otherLight = theme(3);
const themes = [light, dark, otherLight];

describe('chooseAdminThemes', () => {
  it('uses only the active theme when visitors may not change themes', () => {
    expect(chooseAdminThemes(dark, themes, false)).toEqual({
      light: dark,
      dark: null,
      mode: 'light',
    });
  });

  it('pairs an active light theme with the default dark one and starts light', () => {
    expect(chooseAdminThemes(otherLight, themes, true)).toEqual({
      light: otherLight,
      dark,
      mode: 'light',
    });
  });

  it('pairs an active dark theme with the default light one and starts dark', () => {
    expect(chooseAdminThemes(dark, themes, true)).toEqual({ light, dark, mode: 'dark' });
  });

  it('offers no toggle when the site has no dark theme', () => {
    expect(chooseAdminThemes(light, [light, otherLight], true)).toEqual({
      light,
      dark: null,
      mode: 'light',
    });
  });
});
