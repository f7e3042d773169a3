import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyThemeToDocument,
  themeRootStyle,
} from '@client/appearance/themes/apply-theme-to-document';
import { FALLBACK_THEME } from '@client/appearance/themes/fallback-theme';

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('applyThemeToDocument', () => {
  it("sets the theme's variables, colour scheme, id and browser colour on <html>", () => {
    const theme = { ...FALLBACK_THEME, id: 7, is_dark: true };
    applyThemeToDocument({
      ...theme,
      values: { ...theme.values, '--be-old-only': 'red' },
    });
    applyThemeToDocument(theme);
    expect(root.style.getPropertyValue('--be-background')).toBe(theme.values['--be-background']);
    expect(root.style.getPropertyValue('--be-old-only')).toBe('');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.dataset.themeId).toBe('7');
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content).toBe(
      theme.values['--be-navbar'] || theme.values['--be-background'],
    );
  });

  it('writes nothing to <html> the server already wrote for the same theme', () => {
    const theme = { ...FALLBACK_THEME, is_dark: false };
    // as a server-rendered page arrives
    root.setAttribute('style', themeRootStyle(theme));
    root.dataset.themeId = String(theme.id);
    const setProperty = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    const mutations = new MutationObserver(() => undefined);
    mutations.observe(root, { attributes: true });
    applyThemeToDocument(theme);
    expect(setProperty).not.toHaveBeenCalled();
    expect(mutations.takeRecords()).toEqual([]);
    mutations.disconnect();
    expect(root.getAttribute('style')).toBe(themeRootStyle(theme));

    // a different theme still changes what differs
    const changed = { ...theme, values: { ...theme.values, '--be-primary': '#123456' } };
    applyThemeToDocument(changed);
    expect(setProperty).toHaveBeenCalledTimes(1);
    expect(root.style.getPropertyValue('--be-primary')).toBe('#123456');
  });
});
