import { describe, expect, it } from 'vitest';
import { adminLocale, createI18nProvider } from '@client/admin/i18n-provider';

describe('createI18nProvider', () => {
  it("translates react-admin's own keys in English", () => {
    const i18n = createI18nProvider('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('ra.page.dashboard')).toBe('Dashboard');
  });

  it('lets keys it does not know through unchanged', () => {
    expect(createI18nProvider('en').translate('Welcome back')).toBe('Welcome back');
  });

  it('falls back to English for a language the admin does not ship', () => {
    expect(adminLocale('fr')).toBe('en');
    const i18n = createI18nProvider('fr');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.delete')).toBe('Delete');
  });
});
