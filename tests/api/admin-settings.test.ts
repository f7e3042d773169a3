import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let smtp: SmtpCapture;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { MAIL_URL: smtp.url } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const put = (client: TestClient, body: unknown) =>
  client.send('PUT', '/api/v1/settings', { body: body as Record<string, unknown> });

async function plainUser() {
  const user = await buildUser(t.app);
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

describe('GET /api/v1/settings', () => {
  it('answers every setting group nested, secrets masked and flagged', async () => {
    await t.app.services.settings.save({
      'recaptcha_secret.secret_key': 'recaptcha-very-secret',
      'social_credentials.google.client_secret': 'google-very-secret',
    });
    const response = await admin.get('/api/v1/settings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.settings.branding.site_name).toBe('Cinedex');
    expect(body.settings.registration).toEqual({ disable: false, policies: [] });
    expect(body.settings.cache).toEqual({ driver: 'memory' });
    expect(body.settings.social_credentials.google.client_id).toBe('');
    expect(body.settings.recaptcha_secret.secret_key).toBe('');
    expect(body.secrets_set).toMatchObject({
      'recaptcha_secret.secret_key': true,
      'social_credentials.google.client_secret': true,
      'social_credentials.facebook.client_secret': false,
    });
    expect(response.body).not.toContain('very-secret');
  });

  it('refuses guests with 401 and users without settings.update with 403', async () => {
    expect((await t.client().get('/api/v1/settings')).statusCode).toBe(401);
    expect((await (await plainUser()).get('/api/v1/settings')).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/settings', () => {
  it('saves dotted values in one go and answers the new settings', async () => {
    const response = await put(admin, {
      'branding.site_name': 'Film Club',
      'homepage.type': 'login',
      'logging.keep_days': 30,
      'registration.policies': [{ id: 'terms', label: 'Terms', action: '/pages/terms' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.branding.site_name).toBe('Film Club');
    const stored = await t.app.services.settings.all();
    expect(stored.homepage.type).toBe('login');
    expect(stored.logging.keep_days).toBe(30);
    expect(stored.registration.policies).toEqual([
      { id: 'terms', label: 'Terms', action: '/pages/terms' },
    ]);
    await put(admin, {
      'branding.site_name': 'Cinedex',
      'homepage.type': 'default',
      'registration.policies': [],
    });
  });

  it('answers 422 per name for unknown names and wrong types, and saves nothing', async () => {
    const response = await put(admin, {
      'branding.site_name': 'Half written',
      'registration.disable': 'yes',
      'logging.keep_days': 'many',
      'homepage.type': 'nowhere',
      'no.such.setting': 1,
      'registration.policies': [{ id: '', label: 'x' }],
      'mail.from_address': 'not-an-address',
      menus: [1, 2],
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual([
      'homepage.type',
      'logging.keep_days',
      'mail.from_address',
      'menus',
      'no.such.setting',
      'registration.disable',
      'registration.policies.0.id',
    ]);
    expect(errors['registration.disable']).toEqual(['This must be true or false.']);
    expect(errors.menus).toEqual(['This setting cannot be changed here.']);
    expect(errors['no.such.setting']).toEqual(['There is no setting named no.such.setting.']);
    expect((await t.app.services.settings.all()).branding.site_name).toBe('Cinedex');
  });

  it('answers 422 on a payload that is not an object of names and values', async () => {
    for (const body of [['branding.site_name'], 'Film Club', 5]) {
      const response = await admin.send('PUT', '/api/v1/settings', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Send the settings as an object of names and values.',
        errors: { payload: ['Send the settings as an object of names and values.'] },
      });
    }
  });

  it('treats secrets as write-only: never returned, an empty string keeps them', async () => {
    const saved = await put(admin, { 'social_credentials.twitter.client_secret': 'tw-secret-1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('tw-secret-1');
    expect(saved.json().secrets_set['social_credentials.twitter.client_secret']).toBe(true);

    const kept = await put(admin, {
      'social_credentials.twitter.client_secret': '',
      'social_credentials.twitter.client_id': 'tw-id',
    });
    expect(kept.statusCode).toBe(200);
    const stored = await t.app.services.settings.all();
    expect(stored.social_credentials.twitter.client_secret).toBe('tw-secret-1');
    expect(stored.social_credentials.twitter.client_id).toBe('tw-id');
  });

  it('takes effect at once: registration.disable makes registering answer 403', async () => {
    const register = () =>
      t.client().post('/auth/register', {
        email: `settings-${Date.now()}@example.com`,
        password: 'a-strong-test-password',
        password_confirmation: 'a-strong-test-password',
      });
    expect((await put(admin, { 'registration.disable': true })).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(403);
    expect((await put(admin, { 'registration.disable': false })).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
  });

  it('refuses guests with 401 and users without settings.update with 403', async () => {
    const body = { 'registration.disable': true };
    expect((await put(t.client(), body)).statusCode).toBe(401);
    expect((await put(await plainUser(), body)).statusCode).toBe(403);
    expect((await t.app.services.settings.all()).registration.disable).toBe(false);
  });
});

describe('POST /api/v1/settings/test-mail', () => {
  it('sends a test mail through the configured transport', async () => {
    const response = await admin.post('/api/v1/settings/test-mail', { to: 'check@example.com' });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitFor('check@example.com');
    expect(mail.subject).toBe('Cinedex test mail');
    expect(mail.text).toContain('outgoing mail works');
  });

  it('answers 422 on a bad address', async () => {
    const response = await admin.post('/api/v1/settings/test-mail', { to: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.to).toEqual(['Enter a valid email address.']);
  });

  it('refuses guests with 401 and users without settings.update with 403', async () => {
    const body = { to: 'check@example.com' };
    expect((await t.client().post('/api/v1/settings/test-mail', body)).statusCode).toBe(401);
    expect((await (await plainUser()).post('/api/v1/settings/test-mail', body)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v1/settings/test-mail when the transport fails', () => {
  it('answers 422 with the transport error on the to field', async () => {
    const stopped = await startSmtpCapture();
    const url = stopped.url;
    await stopped.close();
    const broken = await createTestApp({ env: { MAIL_URL: url } });
    try {
      const client = broken.client();
      await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const response = await client.post('/api/v1/settings/test-mail', { to: 'a@example.com' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.to[0]).toMatch(/Could not send mail to a@example.com: .+/);
    } finally {
      await broken.close();
    }
  });
});
