import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof buildUser>>;

/** Logs the user in from a browser with the given user agent. */
async function device(user: User, userAgent: string): Promise<TestClient> {
  const client = t.client();
  const response = await client.post(
    '/auth/login',
    { email: user.email, password: user.password },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.statusCode).toBe(200);
  return client;
}

const logoutOther = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/v1/user-sessions/logout-other', body);

describe('GET user-sessions', () => {
  it('refuses guests with 401', async () => {
    expect((await t.client().get('/api/v1/user-sessions')).statusCode).toBe(401);
  });

  it("lists the user's own sessions with device, platform and browser, marking this one", async () => {
    const user = await buildUser(t.app);
    const phone = await device(user, AGENTS.iphone);
    await device(user, AGENTS.ipad);
    const computer = await device(user, AGENTS.windows);
    await device(await buildUser(t.app), AGENTS.windows);

    const response = await computer.get('/api/v1/user-sessions');
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(3);
    const byType = Object.fromEntries(
      sessions.map((session: { device_type: string }) => [session.device_type, session]),
    );
    expect(byType.mobile).toMatchObject({ platform: 'iOS', browser: 'Mobile Safari' });
    expect(byType.tablet).toMatchObject({ platform: 'iOS', browser: 'Mobile Safari' });
    expect(byType.computer).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      device_type: 'computer',
      platform: 'Windows',
      browser: 'Chrome',
      city: null,
      country: null,
      ip_address: '127.0.0.1',
      token: byType.computer.id,
      last_active: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_current_device: true,
    });
    expect(byType.mobile.is_current_device).toBe(false);
    expect(byType.tablet.is_current_device).toBe(false);

    const phoneView = (await phone.get('/api/v1/user-sessions')).json().sessions;
    expect(
      phoneView.filter((s: { is_current_device: boolean }) => s.is_current_device),
    ).toMatchObject([{ device_type: 'mobile' }]);
  });

  it('never reveals the session cookie or its stored hash', async () => {
    const user = await buildUser(t.app);
    const client = await device(user, AGENTS.windows);
    const cookie = client.cookies.get(SESSION_COOKIE)!;
    const body = (await client.get('/api/v1/user-sessions')).body;
    expect(body).not.toContain(cookie);
    expect(body).not.toContain(hashToken(cookie));
    expect(body).not.toContain(hashToken(cookie).slice(0, 16));
  });

  it('shows the city and country recorded with the session', async () => {
    const user = await buildUser(t.app);
    const client = await device(user, AGENTS.windows);
    await t.app.services.db
      .updateTable('sessions')
      .set({ city: 'Lisbon', country: 'PT' })
      .where('user_id', '=', user.id)
      .execute();
    const [session] = (await client.get('/api/v1/user-sessions')).json().sessions;
    expect(session).toMatchObject({ city: 'Lisbon', country: 'PT' });
  });

  it('calls a session without a known user agent a computer', async () => {
    const user = await buildUser(t.app);
    const client = await device(user, '');
    const [session] = (await client.get('/api/v1/user-sessions')).json().sessions;
    expect(session).toMatchObject({ device_type: 'computer', platform: null, browser: null });
  });
});

describe('POST user-sessions/logout-other', () => {
  it('refuses guests with 401', async () => {
    expect((await logoutOther(t.client(), { password: 'x' })).statusCode).toBe(401);
  });

  it('needs a recently confirmed password (423), then the password itself', async () => {
    const user = await buildUser(t.app);
    const client = await device(user, AGENTS.windows);
    const unconfirmed = await logoutOther(client, { password: user.password });
    expect(unconfirmed.statusCode).toBe(423);
    expect(unconfirmed.json().message).toBe('Password confirmation required.');

    await client.post('/auth/user/confirm-password', { password: user.password });
    const wrong = await logoutOther(client, { password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['This password is incorrect.'] });
    for (const body of [{}, { password: '' }]) {
      const response = await logoutOther(client, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: ['The password field is required.'] });
    }
  });

  it('asks for the password confirmation (423) before it reads the body', async () => {
    const user = await buildUser(t.app);
    const client = await device(user, AGENTS.windows);
    for (const body of [{}, { password: '' }, { password: user.password, extra: 1 }]) {
      const response = await logoutOther(client, body);
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual({ message: 'Password confirmation required.', errors: {} });
    }
  });

  it("ends every other session of the user, keeps this one and nobody else's", async () => {
    const user = await buildUser(t.app);
    const phone = await device(user, AGENTS.iphone);
    const tablet = await device(user, AGENTS.ipad);
    const computer = await device(user, AGENTS.windows);
    const bystander = await device(await buildUser(t.app), AGENTS.windows);

    await computer.post('/auth/user/confirm-password', { password: user.password });
    const response = await logoutOther(computer, { password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out other sessions.' });

    expect((await phone.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await tablet.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await computer.get('/api/v1/users/me')).statusCode).toBe(200);
    expect((await bystander.get('/api/v1/users/me')).statusCode).toBe(200);
    const { sessions } = (await computer.get('/api/v1/user-sessions')).json();
    expect(sessions).toMatchObject([{ device_type: 'computer', is_current_device: true }]);
  });

  it('allows 5 wrong passwords a minute, then answers 429', async () => {
    const user = await buildUser(t.app);
    const client = await device(user, AGENTS.windows);
    const other = await device(user, AGENTS.iphone);
    await client.post('/auth/user/confirm-password', { password: user.password });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await logoutOther(client, { password: 'guess' })).statusCode).toBe(422);
    }
    const locked = await logoutOther(client, { password: user.password });
    expect(locked.statusCode).toBe(429);
    expect((await other.get('/api/v1/users/me')).statusCode).toBe(200);
  });
});
