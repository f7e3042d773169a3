import { describe, expect, it } from 'vitest';
import { themeRootStyle } from '@client/appearance/themes/apply-theme-to-document';
import { FALLBACK_THEME } from '@client/appearance/themes/fallback-theme';

describe('themeRootStyle', () => {
  it("writes the theme's variables and colour scheme as applyThemeToDocument sets them", () => {
    const theme = {
      ...FALLBACK_THEME,
      is_dark: true,
      values: { ...FALLBACK_THEME.values, '--be-primary': '#e50914', unrelated: 'x' },
    };
    const style = themeRootStyle(theme);
    expect(style).toContain('--be-primary: #e50914');
    expect(style).not.toContain('unrelated');
    expect(style.endsWith('color-scheme: dark')).toBe(true);

    // the same declarations the browser-side function puts on <html>
    const element = document.createElement('div');
    element.setAttribute('style', style);
    expect(element.style.getPropertyValue('--be-primary')).toBe('#e50914');
    expect(element.style.colorScheme).toBe('dark');
  });

  it('says light for a light theme', () => {
    expect(themeRootStyle({ ...FALLBACK_THEME, is_dark: false })).toMatch(/color-scheme: light$/);
  });
});
