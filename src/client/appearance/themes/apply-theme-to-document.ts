import type { Theme } from '@common/themes/theme';

const THEME_VARIABLE_PREFIX = '--be-';

function themeColorMeta(doc: Document): HTMLMetaElement {
  const existing = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (existing) return existing;
  const meta = doc.createElement('meta');
  meta.name = 'theme-color';
  doc.head.appendChild(meta);
  return meta;
}

/**
 * Exposes the theme outside React: every --be-* value as a CSS variable on <html> (plain CSS
 * and the appearance editor rely on them), the native color-scheme, a data-theme-id hook for
 * styles and tests, and the browser chrome colour.
 */
export function applyThemeToDocument(theme: Theme, doc: Document = document): void {
  const root = doc.documentElement;

  // drop variables the previous theme set but this one lacks
  for (const name of Array.from(root.style)) {
    if (name.startsWith(THEME_VARIABLE_PREFIX) && !(name in theme.values)) {
      root.style.removeProperty(name);
    }
  }
  // unchanged values are left alone: any write to <html>'s style restyles the whole page, and
  // on a server-rendered page the server has already written this theme's values
  for (const [name, value] of Object.entries(theme.values)) {
    if (name.startsWith(THEME_VARIABLE_PREFIX) && root.style.getPropertyValue(name) !== value) {
      root.style.setProperty(name, value);
    }
  }
  const colorScheme = theme.is_dark ? 'dark' : 'light';
  if (root.style.colorScheme !== colorScheme) root.style.colorScheme = colorScheme;
  const themeId = String(theme.id);
  if (root.dataset.themeId !== themeId) root.dataset.themeId = themeId;
  const meta = themeColorMeta(doc);
  const chromeColor = theme.values['--be-navbar'] || theme.values['--be-background'];
  if (meta.content !== chromeColor) meta.content = chromeColor;
}

/** The same variables and colour scheme as a style attribute, for <html> in server-rendered pages. */
export function themeRootStyle(theme: Theme): string {
  const declarations = Object.entries(theme.values)
    .filter(([name]) => name.startsWith(THEME_VARIABLE_PREFIX))
    .map(([name, value]) => `${name}: ${value}`);
  declarations.push(`color-scheme: ${theme.is_dark ? 'dark' : 'light'}`);
  return declarations.join('; ');
}
