import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('banned users', () => {
  it('are refused API requests but can still log out, and their pages render the bootstrap user', async () => {
    const user = await buildUser(t.app, { overrides: { banned_at: new Date().toISOString() } });
    const client = t.client();
    await client.login(user.email, user.password);

    const me = await client.get('/api/v1/users/me');
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ message: 'Your account is suspended.', errors: {} });
    expect((await client.get('/api/v1/user-sessions')).statusCode).toBe(403);

    const page = await client.get('/', { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"banned_at":"');

    expect((await client.post('/auth/logout')).statusCode).toBe(200);
  });

  it('are refused even with an API token', async () => {
    const user = await buildUser(t.app);
    const { plainTextToken } = await t.app.services.accessTokens.create(user.id, 'script');
    const bearer = { authorization: `Bearer ${plainTextToken}` };
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer })).statusCode).toBe(200);
    await t.app.services.db
      .updateTable('users')
      .set({ banned_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer })).statusCode).toBe(403);
  });
});

describe('unverified users when email confirmation is required', () => {
  it('only reach the verification and logout endpoints', async () => {
    const user = await buildUser(t.app, { overrides: { email_verified_at: null } });
    const client = t.client();
    await client.login(user.email, user.password);
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(200);

    await t.app.services.settings.save({ require_email_confirmation: true });
    try {
      const me = await client.get('/api/v1/users/me');
      expect(me.statusCode).toBe(403);
      expect(me.json().message).toBe('Please verify your email address.');
      const wrongCode = await client.post('/api/v1/validate-email-verification-otp', {
        code: '000000',
      });
      expect(wrongCode.statusCode).toBe(422);
      expect((await client.post('/auth/logout')).statusCode).toBe(200);
    } finally {
      await t.app.services.settings.save({ require_email_confirmation: false });
    }
  });
});
