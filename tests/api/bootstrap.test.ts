import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '@common/bootstrap/bootstrap-data';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pageBootstrap(
  client: TestClient,
  url = '/',
): Promise<{ data: BootstrapData; html: string }> {
  const response = await client.get(url, { headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const match = new RegExp(
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(response.body);
  expect(match).not.toBeNull();
  return { data: JSON.parse(match![1]!) as BootstrapData, html: response.body };
}

describe('bootstrap data embedded in index.html', () => {
  it('carries settings, guest role, i18n, themes, menus and the CSRF token for a guest', async () => {
    const client = t.client();
    const { data, html } = await pageBootstrap(client, '/contact');
    expect(data.user).toBeNull();
    expect(data.guest_role?.permissions).toEqual([{ name: 'titles.view', restrictions: [] }]);
    expect(data.settings.branding.site_name).toBe('Cinedex');
    expect(data.settings.menus.length).toBeGreaterThan(0);
    expect(data.settings.base_url).toBe(t.config.appUrl);
    expect(data.base_url).toBe(t.config.appUrl);
    expect(data.i18n).toMatchObject({ language: 'en', lines: {} });
    expect(data.themes.map((theme) => theme.name)).toEqual(['Dark', 'Light']);
    expect(data.csrf_token).toBe(client.cookies.get('XSRF-TOKEN'));
    expect(html).toContain('<title>Cinedex</title>');
  });

  it('never sends private settings', async () => {
    const { data } = await pageBootstrap(t.client());
    for (const privateGroup of [
      'mail',
      'recaptcha_secret',
      'social_credentials',
      'themes_list',
      'logging',
    ]) {
      expect(data.settings).not.toHaveProperty(privateGroup);
    }
  });

  it('carries the signed-in user with roles and permissions', async () => {
    const client = t.client();
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { data } = await pageBootstrap(client);
    expect(data.user?.email).toBe(ADMIN_EMAIL);
    expect(data.user?.roles).toEqual([{ id: expect.any(Number), name: 'users' }]);
    expect(data.user?.permissions.map((p) => p.name).sort()).toEqual([
      'admin',
      'admin.access',
      'api.access',
      'comments.create',
      'lists.create',
      'ratings.create',
      'reviews.create',
      'titles.view',
    ]);
    expect(data.csrf_token).toBe(client.cookies.get('XSRF-TOKEN'));
  });

  it('reflects a saved setting at once', async () => {
    await t.app.services.settings.save({
      'registration.disable': true,
      'branding.site_name': 'Reel Club',
    });
    try {
      const { data } = await pageBootstrap(t.client());
      expect(data.settings.registration.disable).toBe(true);
      expect(data.settings.branding.site_name).toBe('Reel Club');
    } finally {
      await t.app.services.settings.save({
        'registration.disable': false,
        'branding.site_name': 'Cinedex',
      });
    }
  });

  it('escapes the data so it cannot close the script element', async () => {
    await t.app.services.settings.save({
      'branding.site_description': '</script><script>alert(1)</script>',
    });
    try {
      const { data, html } = await pageBootstrap(t.client());
      expect(html).not.toContain('</script><script>alert(1)');
      expect(data.settings.branding.site_description).toBe('</script><script>alert(1)</script>');
    } finally {
      await t.app.services.settings.save({ 'branding.site_description': 'Films.' });
    }
  });
});

describe('settings store', () => {
  it('refuses unknown setting names and stores nothing', async () => {
    await expect(
      t.app.services.settings.save({ 'registration.disable': true, 'no.such.setting': 1 }),
    ).rejects.toThrow(/Unknown settings: no.such.setting/);
    expect((await t.app.services.settings.all()).registration.disable).toBe(false);
  });
});
