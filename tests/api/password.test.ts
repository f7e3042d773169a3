import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/modules/auth/password-hasher';
import { SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

const INCORRECT = 'This password is incorrect.';
const CURRENT_MISMATCH = 'The provided password does not match your current password.';
const NEW_PASSWORD = 'a-brand-new-passphrase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(options: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.app, options);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

/** A social-only account (no password) with a session, as social login leaves it. */
async function signedInWithoutPassword(): Promise<TestClient> {
  const user = await buildUser(t.app);
  await t.app.services.db
    .updateTable('users')
    .set({ password: null })
    .where('id', '=', user.id)
    .execute();
  const { token } = await t.app.services.sessions.start({
    userId: user.id,
    remember: false,
    ipAddress: null,
    userAgent: null,
  });
  const client = t.client();
  client.cookies.set(SESSION_COOKIE, token);
  return client;
}

const status = (client: TestClient, seconds = '9000') =>
  client.get('/auth/user/confirmed-password-status', { query: { seconds } });

/** PUT as the client sends it: POST with X-HTTP-Method-Override. */
const changePassword = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/auth/user/password', body, { headers: { 'x-http-method-override': 'PUT' } });

const storedHash = async (userId: number) =>
  (
    await t.app.services.db
      .selectFrom('users')
      .select('password')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).password;

describe('GET auth/user/confirmed-password-status', () => {
  it('refuses guests with 401', async () => {
    expect((await status(t.client())).statusCode).toBe(401);
  });

  it('is false until the password is confirmed, then true', async () => {
    const { user, client } = await signedIn();
    expect((await status(client)).json()).toEqual({ confirmed: false });
    await client.post('/auth/user/confirm-password', { password: user.password });
    expect((await status(client)).json()).toEqual({ confirmed: true });
    expect((await client.get('/auth/user/confirmed-password-status')).json()).toEqual({
      confirmed: true,
    });
  });

  it('counts the given seconds back from now, and belongs to one session only', async () => {
    const { user, client } = await signedIn();
    await client.post('/auth/user/confirm-password', { password: user.password });
    const confirmedAt = new Date(Date.now() - 120_000).toISOString();
    await t.app.services.db
      .updateTable('sessions')
      .set({ payload: JSON.stringify({ password_confirmed_at: confirmedAt }) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await status(client, '60')).json()).toEqual({ confirmed: false });
    expect((await status(client, '9000')).json()).toEqual({ confirmed: true });

    const otherDevice = t.client();
    await otherDevice.login(user.email, user.password);
    expect((await status(otherDevice)).json()).toEqual({ confirmed: false });
  });

  it('validates seconds', async () => {
    const { client } = await signedIn();
    for (const seconds of ['0', '9001', 'abc', '1.5']) {
      const response = await status(client, seconds);
      expect(response.statusCode, seconds).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['seconds']);
    }
  });
});

describe('POST auth/user/confirm-password', () => {
  it('refuses guests with 401', async () => {
    const response = await t.client().post('/auth/user/confirm-password', { password: 'x' });
    expect(response.statusCode).toBe(401);
  });

  it('confirms the right password', async () => {
    const { user, client } = await signedIn();
    const response = await client.post('/auth/user/confirm-password', {
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ confirmed: true });
  });

  it('refuses a wrong password on the password field and validates the payload', async () => {
    const { client } = await signedIn();
    const wrong = await client.post('/auth/user/confirm-password', { password: 'wrong-one' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: INCORRECT, errors: { password: [INCORRECT] } });
    expect((await status(client)).json()).toEqual({ confirmed: false });

    for (const body of [{}, { password: '' }, { password: 12 }]) {
      const response = await client.post('/auth/user/confirm-password', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: ['The password field is required.'] });
    }
  });

  it('never confirms for an account without a password', async () => {
    const client = await signedInWithoutPassword();
    const guess = await client.post('/auth/user/confirm-password', { password: 'anything' });
    expect(guess.statusCode).toBe(422);
    expect(guess.json().errors).toEqual({ password: [INCORRECT] });
  });

  it('allows 5 wrong passwords a minute per user, then answers 429', async () => {
    const { user, client } = await signedIn();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client.post('/auth/user/confirm-password', { password: 'nope' });
      expect(response.statusCode).toBe(422);
    }
    const locked = await client.post('/auth/user/confirm-password', { password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    // The count is per user, whichever device guesses.
    const otherDevice = t.client();
    await otherDevice.login(user.email, user.password);
    const fromThere = await otherDevice.post('/auth/user/confirm-password', {
      password: user.password,
    });
    expect(fromThere.statusCode).toBe(429);
    const { user: other, client: otherClient } = await signedIn();
    const unaffected = await otherClient.post('/auth/user/confirm-password', {
      password: other.password,
    });
    expect(unaffected.statusCode).toBe(200);
  });
});

describe('PUT auth/user/password', () => {
  it('refuses guests with 401', async () => {
    const response = await changePassword(t.client(), {
      current_password: 'x',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { user, client } = await signedIn();
    const otherDevice = t.client();
    await otherDevice.login(user.email, user.password);
    const bystander = await signedIn();

    const response = await changePassword(client, {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed' });

    expect((await client.get('/api/v1/users/me')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await bystander.client.get('/api/v1/users/me')).statusCode).toBe(200);
    const oldLogin = await t.client().post('/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(422);
    await t.client().login(user.email, NEW_PASSWORD);
    const hash = await storedHash(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a wrong current password on current_password', async () => {
    const { user, client } = await signedIn();
    const response = await changePassword(client, {
      current_password: 'not-my-password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [CURRENT_MISMATCH] });
    await t.client().login(user.email, user.password);
  });

  it('validates each field', async () => {
    const { user, client } = await signedIn();
    const valid = {
      current_password: user.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        { ...valid, current_password: undefined },
        { current_password: ['The current password field is required.'] },
      ],
      [
        { ...valid, current_password: '' },
        { current_password: ['The current password field is required.'] },
      ],
      [{ ...valid, password: undefined }, { password: ['The password field is required.'] }],
      [
        { ...valid, password: 'short', password_confirmation: 'short' },
        { password: ['The password must be at least 8 characters.'] },
      ],
      [
        { ...valid, password: 'x'.repeat(256), password_confirmation: 'x'.repeat(256) },
        { password: ['The password may not be greater than 255 characters.'] },
      ],
      [
        { ...valid, password_confirmation: 'something-else' },
        { password_confirmation: ['The password confirmation does not match.'] },
      ],
      [
        { ...valid, password_confirmation: undefined },
        { password_confirmation: ['The password confirmation field is required.'] },
      ],
      [
        { ...valid, password: 'password123', password_confirmation: 'password123' },
        { password: ['This password is too common. Choose one that is harder to guess.'] },
      ],
      [{ ...valid, email: 'x@example.com' }, { email: ['The email field is not allowed.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await changePassword(client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    await t.client().login(user.email, user.password);
  });

  it('lets an account without a password (social login) set one without current_password', async () => {
    const client = await signedInWithoutPassword();
    const response = await changePassword(client, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const { email } = (await client.get('/api/v1/users/me')).json().user;
    await t.client().login(email, NEW_PASSWORD);
  });

  it('limits wrong current passwords to 5 a minute', async () => {
    const { user, client } = await signedIn();
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await changePassword(client, { ...body, current_password: 'guess' });
      expect(response.statusCode).toBe(422);
    }
    const locked = await changePassword(client, { ...body, current_password: user.password });
    expect(locked.statusCode).toBe(429);
    await t.client().login(user.email, user.password);
  });
});
