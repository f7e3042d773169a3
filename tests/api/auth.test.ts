import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCookie = (response: { cookies: Array<{ name: string }> }) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE) as
    | {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        maxAge?: number;
        secure?: boolean;
      }
    | undefined;

describe('POST auth/login', () => {
  it('starts a session in an httpOnly SameSite=Lax cookie and answers bootstrapData', async () => {
    const client = t.client();
    const response = await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = sessionCookie(response)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeUndefined();
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const { bootstrapData } = response.json();
    expect(bootstrapData.user.email).toBe(ADMIN_EMAIL);
    expect(bootstrapData.user.permissions.map((p: { name: string }) => p.name)).toContain(
      'admin.access',
    );
    expect(bootstrapData.csrf_token).toBe(client.cookies.get('XSRF-TOKEN'));
  });

  it('keeps a remembered session for 30 days', async () => {
    const response = await t.client().login(ADMIN_EMAIL, ADMIN_PASSWORD, true);
    expect(sessionCookie(response)!.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('stores only the SHA-256 of the session id', async () => {
    const response = await t.client().login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const token = sessionCookie(response)!.value;
    const db = t.app.services.db;
    expect(
      await db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', hashToken(token))
        .executeTakeFirst(),
    ).toBeTruthy();
  });

  it('gives a new session id at every login and ends the previous session', async () => {
    const client = t.client();
    const first = sessionCookie(await client.login(ADMIN_EMAIL, ADMIN_PASSWORD))!.value;
    const second = sessionCookie(await client.login(ADMIN_EMAIL, ADMIN_PASSWORD))!.value;
    expect(second).not.toBe(first);
    const stale = await t.app.inject({
      url: '/api/v1/users/me',
      cookies: { [SESSION_COOKIE]: first },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses wrong credentials with a 422 on the email field', async () => {
    const response = await t
      .client()
      .post('/auth/login', { email: ADMIN_EMAIL, password: 'wrong-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('validates the payload', async () => {
    const response = await t.client().post('/auth/login', { email: 'not-an-email', password: 5 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('locks out after 5 failed attempts a minute per email and IP', async () => {
    const client = t.client();
    const email = 'limited@example.com';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post('/auth/login', { email, password: 'nope' })).statusCode).toBe(422);
    }
    const limited = await client.post('/auth/login', { email, password: 'nope' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(
        /^Too many login attempts\. Please try again in \d+ seconds\.$/,
      ),
      errors: {},
    });
    const otherEmail = await client.post('/auth/login', {
      email: 'other@example.com',
      password: 'nope',
    });
    expect(otherEmail.statusCode).toBe(422);
  });

  it('refuses even the right password while locked out, and a success resets the count', async () => {
    const user = await buildUser(t.app);
    const client = t.client();
    for (let attempt = 0; attempt < 4; attempt++)
      await client.post('/auth/login', { email: user.email, password: 'x' });
    await client.login(user.email, user.password);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await client.post('/auth/login', { email: user.email, password: 'x' })).statusCode,
      ).toBe(422);
    }
    const locked = await client.post('/auth/login', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
  });
});

describe('POST auth/login with two-factor authentication', () => {
  const twoFactorUser = (confirmedAt: string | null) =>
    buildUser(t.app, {
      overrides: {
        two_factor_secret: t.app.services.encrypter.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
        two_factor_recovery_codes: t.app.services.encrypter.encrypt('[]'),
        two_factor_confirmed_at: confirmedAt,
      },
    });

  it('answers two_factor and starts no session when two-factor is confirmed', async () => {
    const user = await twoFactorUser(new Date().toISOString());
    const client = t.client();
    const response = await client.post('/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ two_factor: true });
    expect(sessionCookie(response)).toBeUndefined();
    expect(client.cookies.has('two_factor_login')).toBe(true);
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it('signs in directly while the setup is not confirmed yet', async () => {
    const user = await twoFactorUser(null);
    const response = await t.client().login(user.email, user.password);
    expect(response.json().bootstrapData.user.id).toBe(user.id);
  });

  it('still refuses a wrong password before any challenge', async () => {
    const user = await twoFactorUser(new Date().toISOString());
    const client = t.client();
    const response = await client.post('/auth/login', { email: user.email, password: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(client.cookies.has('two_factor_login')).toBe(false);
  });
});

describe('POST auth/logout', () => {
  it('ends the session and answers guest bootstrapData', async () => {
    const client = t.client();
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const token = client.cookies.get(SESSION_COOKIE)!;
    const response = await client.post('/auth/logout');
    expect(response.statusCode).toBe(200);
    const { bootstrapData } = response.json();
    expect(bootstrapData.user).toBeNull();
    expect(bootstrapData.guest_role.permissions).toEqual([
      { name: 'titles.view', restrictions: [] },
    ]);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    const reused = await t.app.inject({
      url: '/api/v1/users/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(reused.statusCode).toBe(401);
  });
});

describe('GET users/{id|me}', () => {
  it('refuses guests with 401', async () => {
    const response = await t.client().get('/api/v1/users/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.', errors: {} });
  });

  it('answers the signed-in user for me and for their own id, without secrets', async () => {
    const user = await buildUser(t.app);
    const client = t.client();
    await client.login(user.email, user.password);
    const me = (await client.get('/api/v1/users/me')).json().user;
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      roles: [{ id: expect.any(Number), name: 'users' }],
    });
    expect(me).not.toHaveProperty('password');
    expect(me).not.toHaveProperty('two_factor_secret');
    expect((await client.get(`/api/v1/users/${user.id}`)).json().user.id).toBe(user.id);
  });

  it("refuses another user's record to a plain user", async () => {
    const [alice, bob] = [await buildUser(t.app), await buildUser(t.app)];
    const client = t.client();
    await client.login(alice.email, alice.password);
    const response = await client.get(`/api/v1/users/${bob.id}`);
    expect(response.statusCode).toBe(403);
  });

  it('lets an administrator read any user, and 404s a missing one', async () => {
    const bob = await buildUser(t.app);
    const client = t.client();
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await client.get(`/api/v1/users/${bob.id}`)).json().user.email).toBe(bob.email);
    expect((await client.get('/api/v1/users/999999')).statusCode).toBe(404);
    expect((await client.get('/api/v1/users/abc')).statusCode).toBe(422);
  });
});
