import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '@common/bootstrap/bootstrap-data';
import { seedLocalizations } from '@server/seed/seed-localizations';
import { MESSAGE_CATALOGUE } from '@server/modules/localization/message-catalogue';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

interface Localization {
  id: number;
  name: string;
  language: string;
}

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  // Idempotent: does nothing when prepare-database already seeded the languages.
  await seedLocalizations(t.app.services);
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

async function localization(language: string): Promise<Localization> {
  const response = await admin.get('/api/v1/localizations', { query: { query: language } });
  const match = (response.json().data as Localization[]).find((row) => row.language === language);
  if (!match) throw new Error(`no localization ${language}`);
  return match;
}

async function pageBootstrap(client: TestClient): Promise<BootstrapData> {
  const response = await client.get('/', { headers: { accept: 'text/html' } });
  const match = new RegExp(
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(response.body);
  return JSON.parse(match![1]!) as BootstrapData;
}

async function withSettings(values: Record<string, unknown>, run: () => Promise<void>) {
  await t.app.services.settings.save(values);
  try {
    await run();
  } finally {
    await t.app.services.settings.save({ 'i18n.enable': false, 'i18n.default_locale': 'en' });
  }
}

describe('localizations access', () => {
  it('refuses guests with 401 and users without localizations.update with 403', async () => {
    expect((await t.client().get('/api/v1/localizations')).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    const fr = await localization('fr');
    const calls = [
      client.get('/api/v1/localizations'),
      client.get(`/api/v1/localizations/${fr.id}`),
      client.post('/api/v1/localizations', { name: 'Deutsch', language: 'de' }),
      client.send('PUT', `/api/v1/localizations/${fr.id}`, { body: { name: 'X', language: 'fr' } }),
      client.send('DELETE', `/api/v1/localizations/${fr.id}`),
      client.get(`/api/v1/localizations/${fr.id}/lines`),
      client.send('PUT', `/api/v1/localizations/${fr.id}/lines`, {
        body: { lines: { Save: 'x' } },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect((await localization('fr')).name).toBe('Français');
  });

  it('lets a user holding localizations.update in', async () => {
    const user = await buildUser(t.app, { permissions: ['localizations.update', 'admin.access'] });
    const client = t.client();
    await client.login(user.email, user.password);
    expect((await client.get('/api/v1/localizations')).statusCode).toBe(200);
  });
});

describe('localizations CRUD', () => {
  it('lists English and French, paginated, searchable and sortable', async () => {
    const response = await admin.get('/api/v1/localizations', {
      query: { orderBy: 'language', orderDir: 'asc', perPage: '1' },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ current_page: 1, per_page: 1, from: 1, to: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data[0]).toMatchObject({ language: 'en', name: 'English' });

    const search = await admin.get('/api/v1/localizations', { query: { query: 'FRAN' } });
    expect(search.json().data.map((row: Localization) => row.language)).toEqual(['fr']);
  });

  it('refuses ids that are not ids, in the list filter and the bulk delete path, with 422', async () => {
    for (const ids of ['abc', '1,x', '-3', '1.5']) {
      const list = await admin.get('/api/v1/localizations', { query: { ids } });
      expect(list.statusCode).toBe(422);
      expect(list.json().message).toBe('Each id must be a positive number.');
    }
    expect((await admin.send('DELETE', '/api/v1/localizations/abc')).statusCode).toBe(422);
  });

  it('validates list params', async () => {
    const response = await admin.get('/api/v1/localizations', { query: { orderBy: 'password' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.orderBy).toEqual(['The selected order by is invalid.']);
  });

  it('creates, reads, updates and deletes a localization', async () => {
    const created = await admin.post('/api/v1/localizations', { name: 'Deutsch', language: 'de' });
    expect(created.statusCode).toBe(200);
    const { localization: de } = created.json();
    expect(de).toMatchObject({ name: 'Deutsch', language: 'de' });

    const read = await admin.get(`/api/v1/localizations/${de.id}`);
    expect(read.json().localization).toMatchObject({ id: de.id, language: 'de' });

    const updated = await admin.send('PUT', `/api/v1/localizations/${de.id}`, {
      body: { name: 'German', language: 'de-DE' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().localization).toMatchObject({ name: 'German', language: 'de-DE' });

    const deleted = await admin.send('DELETE', `/api/v1/localizations/${de.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`/api/v1/localizations/${de.id}`)).statusCode).toBe(404);
  });

  it('answers 422 with field errors for bad input', async () => {
    const empty = await admin.post('/api/v1/localizations', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      name: ['The name field is required.'],
      language: ['The language field is required.'],
    });

    const bad = await admin.post('/api/v1/localizations', {
      name: 'x'.repeat(101),
      language: 'French!',
      extra: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['The name may not be longer than 100 characters.'],
      language: ['The language must be a code such as fr or pt-BR.'],
      extra: ['The extra field is not allowed.'],
    });

    const taken = await admin.post('/api/v1/localizations', { name: 'Again', language: 'fr' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.language).toEqual(['The language has already been taken.']);
  });

  it("refuses to change English's code or to take another language's code", async () => {
    const en = await localization('en');
    const recoded = await admin.send('PUT', `/api/v1/localizations/${en.id}`, {
      body: { name: 'English', language: 'en-GB' },
    });
    expect(recoded.statusCode).toBe(422);
    expect(recoded.json().errors.language).toEqual([
      'The language code of English cannot be changed.',
    ]);
    const renamed = await admin.send('PUT', `/api/v1/localizations/${en.id}`, {
      body: { name: 'English (source)', language: 'en' },
    });
    expect(renamed.json().localization.name).toBe('English (source)');
    await admin.send('PUT', `/api/v1/localizations/${en.id}`, {
      body: { name: 'English', language: 'en' },
    });

    const { localization: italian } = (
      await admin.post('/api/v1/localizations', { name: 'Italiano', language: 'it' })
    ).json();
    const clash = await admin.send('PUT', `/api/v1/localizations/${italian.id}`, {
      body: { name: 'Italiano', language: 'fr' },
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.language).toEqual(['The language has already been taken.']);
    await admin.send('DELETE', `/api/v1/localizations/${italian.id}`);
  });

  it('never deletes English or the default language', async () => {
    const en = await localization('en');
    const fr = await localization('fr');
    const english = await admin.send('DELETE', `/api/v1/localizations/${en.id}`);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.ids).toEqual([
      'English is the source language and cannot be deleted.',
    ]);

    await withSettings({ 'i18n.default_locale': 'fr' }, async () => {
      const both = await admin.send('DELETE', `/api/v1/localizations/${fr.id}`);
      expect(both.statusCode).toBe(422);
      expect(both.json().errors.ids).toEqual(['The default language cannot be deleted.']);
    });
    expect((await admin.get(`/api/v1/localizations/${fr.id}`)).statusCode).toBe(200);
    expect((await admin.send('DELETE', '/api/v1/localizations/999999')).statusCode).toBe(404);
    expect((await admin.send('DELETE', '/api/v1/localizations/abc')).statusCode).toBe(422);
  });
});

describe('localization relations (react-admin meta: with, load, loadCount)', () => {
  it('counts lines with loadCount=lines and includes them with with=lines or load=lines', async () => {
    const fr = await localization('fr');
    const en = await localization('en');
    const list = await admin.get('/api/v1/localizations', {
      query: { loadCount: 'lines', perPage: '100' },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as Array<Localization & { lines_count: number }>;
    expect(rows.find((row) => row.id === fr.id)?.lines_count).toBe(MESSAGE_CATALOGUE.length);
    expect(rows.find((row) => row.id === en.id)?.lines_count).toBe(0);
    expect(rows[0]).not.toHaveProperty('lines');

    for (const param of ['with', 'load']) {
      const one = await admin.get(`/api/v1/localizations/${fr.id}`, {
        query: { [param]: 'lines', loadCount: 'lines' },
      });
      expect(one.statusCode).toBe(200);
      const record = one.json().localization;
      expect(record.lines_count).toBe(MESSAGE_CATALOGUE.length);
      expect(Object.keys(record.lines)).toHaveLength(MESSAGE_CATALOGUE.length);
      expect(record.lines['Forgot your password?']).toBe('Mot de passe oublié ?');
    }

    const plain = (await admin.get(`/api/v1/localizations/${fr.id}`)).json().localization;
    expect(plain).not.toHaveProperty('lines');
    expect(plain).not.toHaveProperty('lines_count');
  });

  it('answers 422 for relations a localization does not have', async () => {
    const response = await admin.get('/api/v1/localizations', { query: { with: 'users' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.with).toEqual(['The with param may only name: lines.']);
  });
});

describe('translation lines', () => {
  it('lists the catalogue with French values, searching keys and values case-insensitively', async () => {
    const fr = await localization('fr');
    const all = (await admin.get(`/api/v1/localizations/${fr.id}/lines`)).json();
    expect(all.total).toBe(MESSAGE_CATALOGUE.length);
    expect(all.per_page).toBe(25);
    expect(all.data).toHaveLength(25);

    const byValue = await admin.get(`/api/v1/localizations/${fr.id}/lines`, {
      query: { query: 'MOT DE PASSE OUBLIÉ' },
    });
    expect(byValue.json().data).toEqual([
      { key: 'Forgot your password?', value: 'Mot de passe oublié ?' },
    ]);

    const byKey = await admin.get(`/api/v1/localizations/${fr.id}/lines`, {
      query: { query: 'skip TO' },
    });
    expect(byKey.json().data).toEqual([{ key: 'Skip to content', value: 'Aller au contenu' }]);
  });

  it('lists catalogue keys without a value for a new language, and saves lines', async () => {
    const { localization: es } = (
      await admin.post('/api/v1/localizations', { name: 'Español', language: 'es' })
    ).json();
    const before = (
      await admin.get(`/api/v1/localizations/${es.id}/lines`, { query: { query: 'Cancel' } })
    ).json();
    // Every line whose key or value has 'cancel' (the catalogue holds others, e.g. 'Cancelled').
    expect(before.data).toContainEqual({ key: 'Cancel', value: null });
    expect(
      before.data.every(({ key }: { key: string }) => key.toLowerCase().includes('cancel')),
    ).toBe(true);

    const saved = await admin.send('PUT', `/api/v1/localizations/${es.id}/lines`, {
      body: { lines: { Cancel: 'Cancelar', 'A message not in the catalogue': 'Un mensaje' } },
    });
    expect(saved.statusCode).toBe(200);
    const after = await admin.get(`/api/v1/localizations/${es.id}/lines`, {
      query: { perPage: '100', page: '1' },
    });
    expect(after.json().total).toBe(MESSAGE_CATALOGUE.length + 1);
    const search = async (query: string) =>
      (await admin.get(`/api/v1/localizations/${es.id}/lines`, { query: { query } })).json().data;
    expect(await search('cancelar')).toEqual([{ key: 'Cancel', value: 'Cancelar' }]);
    expect(await search('mensaje')).toEqual([
      { key: 'A message not in the catalogue', value: 'Un mensaje' },
    ]);

    // Saving again overwrites; an empty value removes the translation.
    await admin.send('PUT', `/api/v1/localizations/${es.id}/lines`, {
      body: { lines: { Cancel: 'Anular', 'A message not in the catalogue': '' } },
    });
    expect(await search('Cancel')).toContainEqual({ key: 'Cancel', value: 'Anular' });
    expect(await search('mensaje')).toEqual([]);
    await admin.send('DELETE', `/api/v1/localizations/${es.id}`);
  });

  it('validates lines and answers 404 for an unknown localization', async () => {
    const fr = await localization('fr');
    const notObject = await admin.send('PUT', `/api/v1/localizations/${fr.id}/lines`, {
      body: { lines: 'Save' },
    });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().errors.lines).toBeDefined();
    const notText = await admin.send('PUT', `/api/v1/localizations/${fr.id}/lines`, {
      body: { lines: { Save: 5 } },
    });
    expect(notText.statusCode).toBe(422);
    const perPage = await admin.get(`/api/v1/localizations/${fr.id}/lines`, {
      query: { perPage: '500' },
    });
    expect(perPage.statusCode).toBe(422);
    expect(perPage.json().errors.perPage).toEqual(['The per page may not be greater than 100.']);
    expect((await admin.get('/api/v1/localizations/999999/lines')).statusCode).toBe(404);
    const missing = await admin.send('PUT', '/api/v1/localizations/999999/lines', {
      body: { lines: { Save: 'x' } },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the language a page is shown in', () => {
  it('gives a French user French lines when i18n is on, and the edit shows at once', async () => {
    const user = await buildUser(t.app, { overrides: { language: 'fr' } });
    await withSettings({ 'i18n.enable': true }, async () => {
      const client = t.client();
      const login = await client.login(user.email, user.password);
      const i18n = (login.json().bootstrapData as BootstrapData).i18n;
      expect(i18n.language).toBe('fr');
      expect(i18n.name).toBe('Français');
      expect(i18n.lines['Forgot your password?']).toBe('Mot de passe oublié ?');
      expect(i18n.locales).toEqual(
        expect.arrayContaining([
          { language: 'en', name: 'English' },
          { language: 'fr', name: 'Français' },
        ]),
      );

      const fr = await localization('fr');
      await admin.send('PUT', `/api/v1/localizations/${fr.id}/lines`, {
        body: { lines: { 'Skip to content': 'Passer au contenu' } },
      });
      expect((await pageBootstrap(client)).i18n.lines['Skip to content']).toBe('Passer au contenu');
      await admin.send('PUT', `/api/v1/localizations/${fr.id}/lines`, {
        body: { lines: { 'Skip to content': 'Aller au contenu' } },
      });
    });
  });

  it('shows the default language when i18n is off, whatever the user chose', async () => {
    const user = await buildUser(t.app, { overrides: { language: 'fr' } });
    const client = t.client();
    await client.login(user.email, user.password);
    const i18n = (await pageBootstrap(client)).i18n;
    expect(i18n).toMatchObject({ language: 'en', lines: {} });
  });

  it("follows a guest's locale cookie, and the default language without one", async () => {
    await withSettings({ 'i18n.enable': true }, async () => {
      const guest = t.client();
      expect((await pageBootstrap(guest)).i18n.language).toBe('en');
      guest.cookies.set('locale', 'fr');
      const french = (await pageBootstrap(guest)).i18n;
      expect(french.language).toBe('fr');
      expect(french.lines['Log out']).toBe('Se déconnecter');
      guest.cookies.set('locale', 'xx');
      expect((await pageBootstrap(guest)).i18n.language).toBe('en');
    });
    await withSettings({ 'i18n.enable': true, 'i18n.default_locale': 'fr' }, async () => {
      expect((await pageBootstrap(t.client())).i18n.language).toBe('fr');
    });
  });
});
