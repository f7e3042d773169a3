import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

const INVALID_CODE = 'The provided two factor authentication code was invalid.';
const INVALID_RECOVERY_CODE = 'The provided two factor recovery code was invalid.';
const LOGIN_EXPIRED = 'Your login attempt has expired. Please log in again.';
const RECOVERY_CODE = /^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A code from the authenticator app, `steps` 30-second steps from now. */
const totp = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

const twoFactorColumns = (userId: number) =>
  t.app.services.db
    .selectFrom('users')
    .select([
      'two_factor_secret',
      'two_factor_recovery_codes',
      'two_factor_confirmed_at',
      'two_factor_last_step',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

async function signedIn(options: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.app, options);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

async function confirmPassword(client: TestClient, password: string) {
  const response = await client.post('/auth/user/confirm-password', { password });
  expect(response.statusCode).toBe(200);
}

/** State 1: enabled but not confirmed; answers the recovery codes and the shown secret. */
async function startSetup(client: TestClient, password: string) {
  await confirmPassword(client, password);
  const enabled = await client.post('/auth/user/two-factor-authentication');
  expect(enabled.statusCode).toBe(200);
  const qr = await client.get('/auth/user/two-factor/qr-code');
  expect(qr.statusCode).toBe(200);
  return { codes: enabled.json().codes as string[], secret: qr.json().secret as string };
}

/** State 2: a user with two-factor authentication confirmed, signed out again. */
async function userWithTwoFactor() {
  const { user, client } = await signedIn();
  const setup = await startSetup(client, user.password);
  const confirmed = await client.post('/auth/user/confirmed-two-factor-authentication', {
    code: totp(setup.secret),
  });
  expect(confirmed.statusCode).toBe(200);
  return { user, ...setup };
}

/** Logs in with the password and answers the client holding the pending login. */
async function passwordStep(user: { email: string; password: string }, remember = false) {
  const client = t.client();
  const response = await client.post('/auth/login', {
    email: user.email,
    password: user.password,
    remember,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ two_factor: true });
  return client;
}

const challenge = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/auth/two-factor-challenge', body);

describe('two-factor management', () => {
  const routes: Array<[method: 'GET' | 'POST' | 'DELETE', url: string]> = [
    ['POST', '/auth/user/two-factor-authentication'],
    ['DELETE', '/auth/user/two-factor-authentication'],
    ['GET', '/auth/user/two-factor/qr-code'],
    ['POST', '/auth/user/confirmed-two-factor-authentication'],
    ['GET', '/auth/user/two-factor-recovery-codes'],
    ['POST', '/auth/user/two-factor-recovery-codes'],
  ];

  it('refuses guests on every route with 401', async () => {
    const guest = t.client();
    for (const [method, url] of routes) {
      const response = await guest.send(method, url, { body: { code: '123456' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('needs a recently confirmed password on every route (423), then allows it', async () => {
    const { user, client } = await signedIn();
    for (const [method, url] of routes) {
      const response = await client.send(method, url, { body: { code: '123456' } });
      expect(response.statusCode, `${method} ${url}`).toBe(423);
      expect(response.json()).toEqual({ message: 'Password confirmation required.', errors: {} });
    }
    await confirmPassword(client, user.password);
    expect((await client.post('/auth/user/two-factor-authentication')).statusCode).toBe(200);
    expect((await client.get('/auth/user/two-factor/qr-code')).statusCode).toBe(200);
  });

  it('asks for the password confirmation (423) before it reads the code', async () => {
    const { client } = await signedIn();
    for (const body of [{}, { code: 'abc' }]) {
      const response = await client.post('/auth/user/confirmed-two-factor-authentication', body);
      expect(response.statusCode).toBe(423);
      expect(response.json()).toEqual({ message: 'Password confirmation required.', errors: {} });
    }
  });

  it('refuses a confirmation older than 9000 seconds', async () => {
    const { user, client } = await signedIn();
    await confirmPassword(client, user.password);
    expect((await client.post('/auth/user/two-factor-authentication')).statusCode).toBe(200);
    const longAgo = new Date(Date.now() - 9001 * 1000).toISOString();
    await t.app.services.db
      .updateTable('sessions')
      .set({ payload: JSON.stringify({ password_confirmed_at: longAgo }) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.post('/auth/user/two-factor-authentication')).statusCode).toBe(423);
  });

  it('enables with a new secret and 8 recovery codes, all encrypted at rest, unconfirmed', async () => {
    const { user, client } = await signedIn();
    const { codes, secret } = await startSetup(client, user.password);
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(codes).size).toBe(8);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const stored = await twoFactorColumns(user.id);
    expect(stored.two_factor_confirmed_at).toBeNull();
    expect(stored.two_factor_secret).not.toContain(secret);
    for (const code of codes) expect(stored.two_factor_recovery_codes).not.toContain(code);
    const { encrypter } = t.app.services;
    expect(encrypter.decrypt(stored.two_factor_secret!)).toBe(secret);
    expect(JSON.parse(encrypter.decrypt(stored.two_factor_recovery_codes!))).toEqual(codes);

    const me = (await client.get('/api/v1/users/me')).json().user;
    expect(me.two_factor_confirmed_at).toBeNull();
    expect(JSON.stringify(me)).not.toContain(secret);
  });

  it('enabling again before confirmation starts over with a new secret', async () => {
    const { user, client } = await signedIn();
    const first = await startSetup(client, user.password);
    const second = await startSetup(client, user.password);
    expect(second.secret).not.toBe(first.secret);
    expect(second.codes).not.toEqual(first.codes);
  });

  it('answers the QR code of the otpauth URI as SVG with the secret, 404 before enabling', async () => {
    const { user, client } = await signedIn();
    await confirmPassword(client, user.password);
    const before = await client.get('/auth/user/two-factor/qr-code');
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('Two factor authentication is not enabled.');

    const { secret } = await startSetup(client, user.password);
    const { svg } = (await client.get('/auth/user/two-factor/qr-code')).json();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    expect(svg).toContain('<path');
    // The SVG of the URI the server builds (issuer = site name, label = email) is exactly this one.
    const uri = new TOTP({
      issuer: 'Cinedex',
      label: user.email,
      secret: Secret.fromBase32(secret),
    }).toString();
    const { default: QRCode } = await import('qrcode');
    expect(svg).toBe(
      await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    );
  });

  it('confirms with a valid code, re-issues the session id and keeps the confirmation', async () => {
    const { user, client } = await signedIn();
    const { secret } = await startSetup(client, user.password);
    const oldSession = client.cookies.get(SESSION_COOKIE)!;

    const response = await client.post('/auth/user/confirmed-two-factor-authentication', {
      code: totp(secret),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bootstrapData.user.two_factor_confirmed_at).toEqual(expect.any(String));
    const newSession = client.cookies.get(SESSION_COOKIE)!;
    expect(newSession).not.toBe(oldSession);
    const stale = await t.app.inject({
      url: '/api/v1/users/me',
      cookies: { [SESSION_COOKIE]: oldSession },
    });
    expect(stale.statusCode).toBe(401);
    expect((await twoFactorColumns(user.id)).two_factor_confirmed_at).not.toBeNull();
    // The password confirmation moved to the new session.
    expect((await client.get('/auth/user/two-factor-recovery-codes')).statusCode).toBe(200);
  });

  it('refuses a wrong code and validates the code field', async () => {
    const { user, client } = await signedIn();
    const { secret } = await startSetup(client, user.password);
    const url = '/auth/user/confirmed-two-factor-authentication';
    const wrong = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.post(url, { code: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: INVALID_CODE, errors: { code: [INVALID_CODE] } });
    const cases: Array<[unknown, string]> = [
      [{}, 'The code field is required.'],
      [{ code: '12345' }, 'The code must be 6 digits.'],
      [{ code: '1234567' }, 'The code must be 6 digits.'],
      [{ code: 'abcdef' }, 'The code must be 6 digits.'],
      [{ code: 123456 }, 'The code must be 6 digits.'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post(url, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ code: [message] });
    }
    expect((await twoFactorColumns(user.id)).two_factor_confirmed_at).toBeNull();
  });

  it('refuses confirming without a setup, and enabling or confirming twice (409)', async () => {
    const { user, client } = await signedIn();
    await confirmPassword(client, user.password);
    const withoutSetup = await client.post('/auth/user/confirmed-two-factor-authentication', {
      code: '123456',
    });
    expect(withoutSetup.statusCode).toBe(422);

    const { secret } = await startSetup(client, user.password);
    const url = '/auth/user/confirmed-two-factor-authentication';
    expect((await client.post(url, { code: totp(secret) })).statusCode).toBe(200);
    expect((await client.post(url, { code: totp(secret, 1) })).statusCode).toBe(409);
    const again = await client.post('/auth/user/two-factor-authentication');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two factor authentication is already enabled.');
  });

  it('limits wrong confirmation codes to 5 a minute', async () => {
    const { user, client } = await signedIn();
    const { secret } = await startSetup(client, user.password);
    const url = '/auth/user/confirmed-two-factor-authentication';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post(url, { code: '000000' })).statusCode).toBe(422);
    }
    const limited = await client.post(url, { code: totp(secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
  });

  it('shows and regenerates the recovery codes', async () => {
    const { user, client } = await signedIn();
    await confirmPassword(client, user.password);
    expect((await client.get('/auth/user/two-factor-recovery-codes')).json()).toEqual({
      codes: [],
    });
    const regenerateWithout = await client.post('/auth/user/two-factor-recovery-codes');
    expect(regenerateWithout.statusCode).toBe(409);

    const { codes } = await startSetup(client, user.password);
    expect((await client.get('/auth/user/two-factor-recovery-codes')).json()).toEqual({ codes });
    const regenerated = (await client.post('/auth/user/two-factor-recovery-codes')).json().codes;
    expect(regenerated).toHaveLength(8);
    for (const code of regenerated) expect(code).toMatch(RECOVERY_CODE);
    expect(regenerated.filter((code: string) => codes.includes(code))).toEqual([]);
    expect((await client.get('/auth/user/two-factor-recovery-codes')).json()).toEqual({
      codes: regenerated,
    });
  });

  it("only ever touches the signed-in user's own two-factor data", async () => {
    const alice = await userWithTwoFactor();
    const before = await twoFactorColumns(alice.user.id);
    const { user: bob, client } = await signedIn();
    await confirmPassword(client, bob.password);
    expect((await client.get('/auth/user/two-factor/qr-code')).statusCode).toBe(404);
    expect((await client.get('/auth/user/two-factor-recovery-codes')).json()).toEqual({
      codes: [],
    });
    await client.send('DELETE', '/auth/user/two-factor-authentication');
    expect(await twoFactorColumns(alice.user.id)).toEqual(before);
  });

  it('disables: clears secret, codes, confirmation and last step, with a new session id', async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await passwordStep(user);
    expect((await challenge(client, { code: totp(secret, 1) })).statusCode).toBe(200);
    await confirmPassword(client, user.password);
    const oldSession = client.cookies.get(SESSION_COOKIE);

    const response = await client.send('DELETE', '/auth/user/two-factor-authentication');
    expect(response.statusCode).toBe(200);
    expect(response.json().bootstrapData.user.two_factor_confirmed_at).toBeNull();
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(oldSession);
    expect(await twoFactorColumns(user.id)).toEqual({
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
    });
    const login = await t.client().login(user.email, user.password);
    expect(login.json().bootstrapData.user.id).toBe(user.id);
  });

  it('disables through POST with X-HTTP-Method-Override: DELETE, as the client sends it', async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await passwordStep(user);
    expect((await challenge(client, { code: totp(secret, 1) })).statusCode).toBe(200);
    await confirmPassword(client, user.password);
    const response = await client.post('/auth/user/two-factor-authentication', undefined, {
      headers: { 'x-http-method-override': 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    expect((await twoFactorColumns(user.id)).two_factor_secret).toBeNull();
  });
});

describe('login with two-factor', () => {
  it('does not sign in after the password; keeps the pending login in an encrypted cookie', async () => {
    const { user } = await userWithTwoFactor();
    const client = t.client();
    const response = await client.post('/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(response.json()).toEqual({ two_factor: true });
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    const pending = response.cookies.find((cookie) => cookie.name === 'two_factor_login')!;
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(pending.value).not.toContain('userId');
    const decrypted = JSON.parse(t.app.services.encrypter.decrypt(pending.value));
    expect(decrypted).toMatchObject({ userId: user.id, remember: false });
    expect(decrypted.expiresAt - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(decrypted.expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it('signs in with a TOTP code: a new session, the pending login cleared', async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await passwordStep(user);
    const response = await challenge(client, { code: totp(secret, 1) });
    expect(response.statusCode).toBe(200);
    expect(response.json().bootstrapData.user.id).toBe(user.id);
    expect(response.json().bootstrapData.csrf_token).toBe(client.cookies.get('XSRF-TOKEN'));
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(client.cookies.has('two_factor_login')).toBe(false);
    expect((await client.get('/api/v1/users/me')).json().user.id).toBe(user.id);
  });

  it('gives a new session id even when the browser was signed in before', async () => {
    const { user, secret } = await userWithTwoFactor();
    const other = await buildUser(t.app);
    const client = t.client();
    await client.login(other.email, other.password);
    const before = client.cookies.get(SESSION_COOKIE);
    await client.post('/auth/login', { email: user.email, password: user.password });
    expect((await challenge(client, { code: totp(secret, 1) })).statusCode).toBe(200);
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect((await client.get('/api/v1/users/me')).json().user.id).toBe(user.id);
  });

  it('keeps "remember" from the password step', async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await passwordStep(user, true);
    const response = await challenge(client, { code: totp(secret, 1) });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('never accepts a code twice, nor the one used to confirm the setup', async () => {
    const { user, secret } = await userWithTwoFactor();
    const usedAtConfirmation = totp(secret);
    const first = await passwordStep(user);
    const reused = await challenge(first, { code: usedAtConfirmation });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: INVALID_CODE, errors: { code: [INVALID_CODE] } });

    const nextStepAt = Date.now() + 30_000;
    const next = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: nextStepAt });
    expect((await challenge(first, { code: next })).statusCode).toBe(200);
    expect((await twoFactorColumns(user.id)).two_factor_last_step).toBe(
      Math.floor(nextStepAt / 30_000),
    );
    const second = await passwordStep(user);
    expect((await challenge(second, { code: next })).statusCode).toBe(422);
  });

  it('accepts codes again as time moves on', async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await passwordStep(user);
    expect((await challenge(client, { code: totp(secret, 1) })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 90_000);
    const later = await passwordStep(user);
    expect((await challenge(later, { code: totp(secret) })).statusCode).toBe(200);
  });

  it('refuses a wrong code and validates the payload', async () => {
    const { user } = await userWithTwoFactor();
    const client = await passwordStep(user);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { code: ['The code field is required.'] }],
      [{ code: '' }, { code: ['The code field is required.'] }],
      [{ code: '12345' }, { code: ['The code must be 6 digits.'] }],
      [{ code: '12345a' }, { code: ['The code must be 6 digits.'] }],
      [
        { recovery_code: 'too-short' },
        { recovery_code: ['The recovery code must be 21 characters.'] },
      ],
      [
        { recovery_code: 'x'.repeat(22) },
        { recovery_code: ['The recovery code must be 21 characters.'] },
      ],
      [
        { code: '123456', recovery_code: 'x'.repeat(21) },
        { code: ['Send either a code or a recovery code, not both.'] },
      ],
      [{ code: '123456', remember: true }, { remember: ['The remember field is not allowed.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await challenge(client, body as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(client.cookies.has('two_factor_login')).toBe(true);
  });

  it('signs in with a recovery code, which then works no more', async () => {
    const { user, codes } = await userWithTwoFactor();
    const [code] = codes;
    const first = await passwordStep(user);
    const response = await challenge(first, { recovery_code: code });
    expect(response.statusCode).toBe(200);
    expect(response.json().bootstrapData.user.id).toBe(user.id);

    const second = await passwordStep(user);
    const reused = await challenge(second, { recovery_code: code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: INVALID_RECOVERY_CODE,
      errors: { recovery_code: [INVALID_RECOVERY_CODE] },
    });
    expect((await challenge(second, { recovery_code: codes[1] })).statusCode).toBe(200);

    await confirmPassword(second, user.password);
    const left = (await second.get('/auth/user/two-factor-recovery-codes')).json().codes;
    expect(left).toEqual(codes.slice(2));
  });

  it('refuses an unknown recovery code and the codes replaced by a regeneration', async () => {
    const { user, codes } = await userWithTwoFactor();
    const client = await passwordStep(user);
    const unknown = await challenge(client, { recovery_code: 'AAAAAAAAAA-AAAAAAAAAA' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ recovery_code: [INVALID_RECOVERY_CODE] });

    const signedInClient = await passwordStep(user);
    expect((await challenge(signedInClient, { recovery_code: codes[0] })).statusCode).toBe(200);
    await confirmPassword(signedInClient, user.password);
    await signedInClient.post('/auth/user/two-factor-recovery-codes');
    const later = await passwordStep(user);
    expect((await challenge(later, { recovery_code: codes[1] })).statusCode).toBe(422);
  });

  it('answers 422 without a pending login, or with an expired or altered one', async () => {
    const { user, secret } = await userWithTwoFactor();
    const none = await challenge(t.client(), { code: totp(secret, 1) });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: LOGIN_EXPIRED, errors: { code: [LOGIN_EXPIRED] } });
    const noneRecovery = await challenge(t.client(), { recovery_code: 'x'.repeat(21) });
    expect(noneRecovery.json().errors).toEqual({ recovery_code: [LOGIN_EXPIRED] });

    const altered = await passwordStep(user);
    const value = altered.cookies.get('two_factor_login')!;
    // one signature character changed for another (appending 'AA' could leave it as it was)
    const at = value.length - 5;
    const other = value[at] === 'A' ? 'B' : 'A';
    altered.cookies.set('two_factor_login', `${value.slice(0, at)}${other}${value.slice(at + 1)}`);
    expect((await challenge(altered, { code: totp(secret, 1) })).statusCode).toBe(422);
    expect(altered.cookies.has('two_factor_login')).toBe(false);

    const expired = await passwordStep(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    const late = await challenge(expired, { code: totp(secret) });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ code: [LOGIN_EXPIRED] });
  });

  it('voids a pending login when two-factor is disabled or the password changes meanwhile', async () => {
    const { user, secret } = await userWithTwoFactor();
    const pending = await passwordStep(user);
    const { encrypter } = t.app.services;
    // A pending login forged for another password (as if the password changed since).
    const stamped = JSON.parse(encrypter.decrypt(pending.cookies.get('two_factor_login')!));
    const forged = t.client();
    forged.cookies.set(
      'two_factor_login',
      encrypter.encrypt(JSON.stringify({ ...stamped, passwordStamp: 'another-password' })),
    );
    expect((await challenge(forged, { code: totp(secret, 1) })).json().errors).toEqual({
      code: [LOGIN_EXPIRED],
    });

    await t.app.services.db
      .updateTable('users')
      .set({ two_factor_confirmed_at: null })
      .where('id', '=', user.id)
      .execute();
    expect((await challenge(pending, { code: totp(secret, 1) })).json().errors).toEqual({
      code: [LOGIN_EXPIRED],
    });
  });

  it('limits failed challenges to 5 a minute per pending user and IP', async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await passwordStep(user);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await challenge(client, { code: '000000' })).statusCode).toBe(422);
    }
    const locked = await challenge(client, { code: totp(secret, 1) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    const lockedRecovery = await challenge(await passwordStep(user), {
      recovery_code: 'x'.repeat(21),
    });
    expect(lockedRecovery.statusCode).toBe(429);

    const { user: other, secret: otherSecret } = await userWithTwoFactor();
    const otherClient = await passwordStep(other);
    expect((await challenge(otherClient, { code: totp(otherSecret, 1) })).statusCode).toBe(200);
  });

  it('checks the XSRF token on the challenge', async () => {
    const { user, secret } = await userWithTwoFactor();
    const client = await passwordStep(user);
    const response = await client.post(
      '/auth/two-factor-challenge',
      { code: totp(secret, 1) },
      { xsrf: false },
    );
    expect(response.statusCode).toBe(403);
  });
});
