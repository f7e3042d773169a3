import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.services.settings.save({ 'api.integrated': true });
});

async function signedIn(options: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.app, options);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

async function confirmed(options: Parameters<typeof buildUser>[1] = {}) {
  const signed = await signedIn(options);
  await signed.client.post('/auth/user/confirm-password', { password: signed.user.password });
  return signed;
}

const createToken = (client: TestClient, tokenName: unknown = 'CLI') =>
  client.post('/api/v1/access-tokens', { tokenName });

const deleteToken = (client: TestClient, id: number | string) =>
  client.send('DELETE', `/api/v1/access-tokens/${id}`);

const withBearer = (token: string) =>
  t.app.inject({ url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });

async function tokenOf(client: TestClient, name = 'CLI') {
  const response = await createToken(client, name);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    token: { id: number; name: string; last_used_at: string | null; created_at: string };
    plainTextToken: string;
  };
}

const listTokens = async (client: TestClient) =>
  (await client.get('/api/v1/access-tokens')).json().tokens as Array<{ id: number }>;

describe('access tokens: guests', () => {
  it('are refused with 401 on every route', async () => {
    const guest = t.client();
    expect((await guest.get('/api/v1/access-tokens')).statusCode).toBe(401);
    expect((await createToken(guest)).statusCode).toBe(401);
    expect((await deleteToken(guest, 1)).statusCode).toBe(401);
  });
});

describe('POST access-tokens', () => {
  it('creates a token shown once in plain text and stored only as SHA-256', async () => {
    const { user, client } = await confirmed();
    const response = await createToken(client, 'Deploy script');
    expect(response.statusCode).toBe(200);
    const { token, plainTextToken } = response.json();
    expect(token).toEqual({
      id: expect.any(Number),
      name: 'Deploy script',
      last_used_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(plainTextToken).toMatch(/^[A-Za-z0-9_-]{40}$/);

    const rows = await t.app.services.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(plainTextToken).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(plainTextToken);
    expect((await client.get('/api/v1/access-tokens')).body).not.toContain(plainTextToken);
  });

  it('needs the api.access permission (403)', async () => {
    const { client } = await confirmed({ withDefaultRole: false });
    const response = await createToken(client);
    expect(response.statusCode).toBe(403);
  });

  it('needs the API to be integrated (403)', async () => {
    const { client } = await confirmed();
    await t.app.services.settings.save({ 'api.integrated': false });
    const response = await createToken(client);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The API is not enabled on this site.');
  });

  it('refuses with 403 and 423 before it reads the body', async () => {
    const { client } = await signedIn();
    const unconfirmed = await createToken(client, '');
    expect(unconfirmed.statusCode).toBe(423);
    expect(unconfirmed.json()).toEqual({ message: 'Password confirmation required.', errors: {} });
    await t.app.services.settings.save({ 'api.integrated': false });
    const disabled = await createToken(client, '');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe('The API is not enabled on this site.');
  });

  it('needs a recently confirmed password (423), then allows it', async () => {
    const { user, client } = await signedIn();
    const refused = await createToken(client);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe('Password confirmation required.');
    await client.post('/auth/user/confirm-password', { password: user.password });
    expect((await createToken(client)).statusCode).toBe(200);
  });

  it('cannot be called with a token (no session to confirm the password on)', async () => {
    const { client } = await confirmed();
    const { plainTextToken } = await tokenOf(client);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/access-tokens',
      headers: { authorization: `Bearer ${plainTextToken}` },
      payload: { tokenName: 'from a token' },
    });
    expect(response.statusCode).toBe(423);
  });

  it('validates tokenName', async () => {
    const { client } = await confirmed();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { tokenName: ['The token name field is required.'] }],
      [{ tokenName: '' }, { tokenName: ['The token name field is required.'] }],
      [{ tokenName: '   ' }, { tokenName: ['The token name field is required.'] }],
      [{ tokenName: 42 }, { tokenName: ['The token name field is required.'] }],
      [
        { tokenName: 'x'.repeat(256) },
        { tokenName: ['The token name may not be greater than 255 characters.'] },
      ],
      [{ tokenName: 'ok', name: 'x' }, { name: ['The name field is not allowed.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await client.post('/api/v1/access-tokens', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect((await createToken(client, 'x'.repeat(255))).statusCode).toBe(200);
  });
});

describe('GET access-tokens', () => {
  it("lists the user's own tokens, newest first, and nobody else's", async () => {
    const { client } = await confirmed();
    const first = await tokenOf(client, 'first');
    const second = await tokenOf(client, 'second');
    const { client: other } = await confirmed();
    await tokenOf(other, 'not mine');

    const response = await client.get('/api/v1/access-tokens');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tokens: [second.token, first.token] });
  });
});

describe('Bearer authentication with an access token', () => {
  it('authenticates API calls, records last use, and stops once the token is deleted', async () => {
    const { user, client } = await confirmed();
    const { token, plainTextToken } = await tokenOf(client);

    const me = await withBearer(plainTextToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
    const [listed] = (await client.get('/api/v1/access-tokens')).json().tokens;
    expect(listed.last_used_at).toEqual(expect.any(String));

    expect((await deleteToken(client, token.id)).statusCode).toBe(200);
    const after = await withBearer(plainTextToken);
    expect(after.statusCode).toBe(401);
  });

  it('refuses an unknown token and the stored hash used as a token', async () => {
    const { client } = await confirmed();
    const { plainTextToken } = await tokenOf(client);
    expect((await withBearer('not-a-real-token')).statusCode).toBe(401);
    const hash = createHash('sha256').update(plainTextToken).digest('hex');
    expect((await withBearer(hash)).statusCode).toBe(401);
  });
});

describe('DELETE access-tokens/{id}', () => {
  it('deletes the own token', async () => {
    const { client } = await confirmed();
    const { token } = await tokenOf(client);
    const response = await deleteToken(client, token.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Token deleted' });
    expect(await listTokens(client)).toEqual([]);
  });

  it('works through POST with X-HTTP-Method-Override, as the client sends it', async () => {
    const { client } = await confirmed();
    const { token } = await tokenOf(client);
    const response = await client.post(`/api/v1/access-tokens/${token.id}`, undefined, {
      headers: { 'x-http-method-override': 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    expect(await listTokens(client)).toEqual([]);
  });

  it("answers 404 for another user's token, which keeps working", async () => {
    const { client: owner } = await confirmed();
    const { token, plainTextToken } = await tokenOf(owner);
    const { client: intruder } = await confirmed();
    const response = await deleteToken(intruder, token.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Token not found.');
    expect((await withBearer(plainTextToken)).statusCode).toBe(200);
    expect(await listTokens(owner)).toHaveLength(1);
  });

  it('answers 404 for a missing token and 422 for a malformed id', async () => {
    const { client } = await confirmed();
    expect((await deleteToken(client, 99_999)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await deleteToken(client, id);
      expect(response.statusCode, id).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    }
  });

  it('still lets users remove tokens after the API was switched off', async () => {
    const { client } = await confirmed();
    const { token } = await tokenOf(client);
    await t.app.services.settings.save({ 'api.integrated': false });
    expect((await deleteToken(client, token.id)).statusCode).toBe(200);
  });
});
