import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { I18nBootstrap } from '@common/i18n/translations';
import { LanguagePicker } from '@client/app/layout/language-picker';
import { readCookie } from '@client/http/cookies';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { stubFetch } from '../admin/fetch-stub';
import { renderApp } from '../app/render-app';
import { settingsWith } from '../app/settings-patch';

const ENGLISH: I18nBootstrap = {
  language: 'en',
  name: 'English',
  lines: {},
  locales: [
    { language: 'en', name: 'English' },
    { language: 'fr', name: 'Français' },
  ],
};

function install(enable: boolean, overrides: Parameters<typeof installBootstrap>[0] = {}) {
  installBootstrap({
    settings: settingsWith({ i18n: { enable, default_locale: 'en' } }),
    i18n: ENGLISH,
    ...overrides,
  });
}

async function pick(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('LanguagePicker', () => {
  beforeEach(() => {
    document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is hidden when i18n is disabled', () => {
    install(false);
    renderApp(<LanguagePicker reload={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('lists the languages and marks the current one', async () => {
    install(true);
    renderApp(<LanguagePicker reload={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Language: English' }));
    expect(await screen.findByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });

  it("stores a guest's choice in the locale cookie and reloads, without calling the API", async () => {
    const fetch = stubFetch();
    install(true);
    const reload = vi.fn();
    renderApp(<LanguagePicker reload={reload} />);
    await pick('Français');
    expect(readCookie('locale')).toBe('fr');
    expect(reload).toHaveBeenCalledOnce();
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it("saves a user's choice with POST users/me/locale, then reloads", async () => {
    const fetch = stubFetch({ body: { locale: 'fr' } });
    install(true, { user: buildUserFixture() });
    const reload = vi.fn();
    renderApp(<LanguagePicker reload={reload} />);
    await pick('Français');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const sent = fetch.last();
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/v1/users/me/locale');
    expect(sent.body).toEqual({ locale: 'fr' });
    expect(readCookie('locale')).toBeNull();
  });

  it('does not reload when saving fails', async () => {
    stubFetch({ status: 422, body: { message: 'No.', errors: { locale: ['No.'] } } });
    install(true, { user: buildUserFixture() });
    const reload = vi.fn();
    renderApp(<LanguagePicker reload={reload} />);
    await pick('Français');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Language: English' })).toBeEnabled(),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the current language is chosen again', async () => {
    const fetch = stubFetch();
    install(true, { user: buildUserFixture() });
    const reload = vi.fn();
    renderApp(<LanguagePicker reload={reload} />);
    await pick('English');
    expect(fetch.mock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
