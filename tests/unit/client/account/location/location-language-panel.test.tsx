import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { LocationLanguagePanel } from '@client/account/location/location-language-panel';
import { getToasts, toast } from '@client/ui/toast/toast-store';
import { fakeApi, type FakeApi } from '../support/fake-api';
import {
  answerPageQueries,
  closeDialogs,
  installAccountBootstrap,
  renderAccountRoute,
} from '../support/render-account-page';

let api: FakeApi;

async function renderPanel() {
  const user = installAccountBootstrap({ user: { language: 'en', timezone: 'Europe/London' } });
  api = answerPageQueries(fakeApi(), user)
    .on('PUT', 'users/1', ({ body }) => ({ user: { ...user, ...(body as object) } }))
    .on('POST', 'users/me/locale', {
      i18n: { language: 'fr', name: 'Français', lines: { Save: 'Enregistrer' } },
    });
  renderAccountRoute(<LocationLanguagePanel user={user} />);
  await screen.findByRole('combobox', { name: 'Timezone' });
}

describe('LocationLanguagePanel', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await closeDialogs();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('fills the selects from the value lists, timezones grouped by region', async () => {
    await renderPanel();
    const timezone = screen.getByRole('combobox', { name: 'Timezone' });
    expect(timezone).toHaveValue('Europe/London');
    const groups = timezone.querySelectorAll('optgroup');
    expect(Array.from(groups, (group) => group.label)).toEqual(['Europe', 'America']);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['London', 'Paris']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(
      within(screen.getByRole('combobox', { name: 'Country' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not selected', 'France', 'United Kingdom']);
    expect(api.sent('GET', 'value-lists/timezones,countries,localizations')).toHaveLength(1);
  });

  it('saves with PUT users/{id} and switches the language with users/me/locale', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timezone' }), 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(getToasts()).toMatchObject([{ message: 'Updated account details' }]),
    );
    // Only the fields of this panel are sent; the names stay as they are.
    expect(api.sent('PUT', 'users/1')[0]?.body).toEqual({
      language: 'fr',
      country: 'FR',
      timezone: 'Europe/Paris',
    });
    expect(api.sent('POST', 'users/me/locale')[0]?.body).toEqual({ locale: 'fr' });
    expect(getBootstrapData().i18n.language).toBe('fr');
    expect(await screen.findByRole('button', { name: 'Enregistrer' })).toBeVisible();
  });

  it('does not switch the locale when the language is unchanged', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timezone' }), 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', 'users/1')).toHaveLength(1));
    expect(api.sent('PUT', 'users/1')[0]?.body).toEqual({
      language: 'en',
      country: null,
      timezone: 'Europe/Paris',
    });
    expect(api.sent('POST', 'users/me/locale')).toHaveLength(0);
  });
});
