import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/modules/auth/password-hasher';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let adminId: number;
let plain: TestClient;

const LIMITED = {
  name: 'test_lists.create',
  display_name: 'Create lists (test)',
  description: 'A test permission with a count restriction.',
  group: 'test_lists',
  restrictions: [{ name: 'count', description: 'How many lists a user may create.' }],
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.repositories.permissions.syncCatalogue([LIMITED]);
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  adminId = (await t.app.services.users.findByEmail(ADMIN_EMAIL))!.id;
  const user = await buildUser(t.app);
  plain = t.client();
  await plain.login(user.email, user.password);
});
afterAll(() => t.close());

const put = (client: TestClient, url: string, body: unknown) => client.send('PUT', url, { body });
const del = (client: TestClient, url: string) => client.send('DELETE', url);
const unique = () => Math.random().toString(36).slice(2, 10);

async function signedIn() {
  const user = await buildUser(t.app);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

async function defaultRoleId() {
  return (await t.app.services.repositories.roles.defaultRole())!.id;
}

async function listIds(query: Record<string, string>) {
  const response = await admin.get('/api/v1/admin/users', { query: { perPage: '100', ...query } });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ id: number }>).map((user) => user.id);
}

describe('users admin API refusals', () => {
  const calls: Array<[string, (client: TestClient) => Promise<{ statusCode: number }>]> = [
    ['GET admin/users', (c) => c.get('/api/v1/admin/users')],
    ['GET users', (c) => c.get('/api/v1/users')],
    ['POST admin/users', (c) => c.post('/api/v1/admin/users', {})],
    ['POST users', (c) => c.post('/api/v1/users', {})],
    ['GET admin/users/{id}', (c) => c.get('/api/v1/admin/users/1')],
    ['PUT admin/users/{id}', (c) => put(c, '/api/v1/admin/users/1', {})],
    ['DELETE admin/users/{ids}', (c) => del(c, '/api/v1/admin/users/1')],
    ['POST ban', (c) => c.post('/api/v1/admin/users/1/ban', {})],
    ['POST unban', (c) => c.post('/api/v1/admin/users/1/unban', {})],
    ['POST reset-two-factor', (c) => c.post('/api/v1/admin/users/1/reset-two-factor', {})],
    ['POST password', (c) => c.post('/api/v1/admin/users/1/password', { password: 'x' })],
    ['POST end-sessions', (c) => c.post('/api/v1/admin/users/1/end-sessions', {})],
    ['GET tokens', (c) => c.get('/api/v1/admin/users/1/tokens')],
    ['DELETE tokens/{id}', (c) => del(c, '/api/v1/admin/users/1/tokens/1')],
  ];

  it.each(calls)('%s: 401 for a guest, 403 for a plain user', async (_name, call) => {
    expect((await call(t.client())).statusCode).toBe(401);
    expect((await call(plain)).statusCode).toBe(403);
  });
});

describe('GET admin/users', () => {
  it('searches name and email case-insensitively and batch-loads roles', async () => {
    const tag = unique();
    const byName = await buildUser(t.app, { name: `Agnes ${tag.toUpperCase()}` });
    const byEmail = await buildUser(t.app, { email: `${tag}@example.org` });
    const response = await admin.get('/api/v1/admin/users', {
      query: { query: tag.toUpperCase(), orderBy: 'id', orderDir: 'asc' },
    });
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data.map((u: { id: number }) => u.id)).toEqual([byName.id, byEmail.id]);
    expect(body.data[0].roles).toEqual([{ id: await defaultRoleId(), name: 'users' }]);
    expect(body.data[0]).not.toHaveProperty('password');
    expect(body.data[0]).not.toHaveProperty('two_factor_secret');
  });

  it('filters by role, banned, verified and subscribed', async () => {
    const tag = unique();
    const banned = await buildUser(t.app, {
      name: `F ${tag} banned`,
      overrides: { banned_at: new Date().toISOString() },
    });
    const unverified = await buildUser(t.app, {
      name: `F ${tag} unverified`,
      withDefaultRole: false,
      overrides: { email_verified_at: null },
    });
    expect(await listIds({ query: tag, banned: '1' })).toEqual([banned.id]);
    expect(await listIds({ query: tag, verified: '0' })).toEqual([unverified.id]);
    expect(await listIds({ query: tag, role: String(await defaultRoleId()) })).toEqual([banned.id]);
    // nobody has a subscription before billing exists
    expect(await listIds({ query: tag, subscribed: '1' })).toEqual([]);
    expect((await listIds({ query: tag, subscribed: '0' })).sort()).toEqual(
      [banned.id, unverified.id].sort(),
    );
  });

  it('sorts by name case-insensitively and answers the same list at GET users', async () => {
    const tag = unique();
    const b = await buildUser(t.app, { name: `b ${tag}` });
    const a = await buildUser(t.app, { name: `A ${tag}` });
    expect(await listIds({ query: tag, orderBy: 'name', orderDir: 'asc' })).toEqual([a.id, b.id]);
    const plainPath = await admin.get('/api/v1/users', { query: { query: tag, orderBy: 'name' } });
    expect(plainPath.json().data.map((u: { id: number }) => u.id)).toEqual([b.id, a.id]);
  });

  it('refuses bad filters and order with 422', async () => {
    const response = await admin.get('/api/v1/admin/users', {
      query: { orderBy: 'password', banned: 'yes', role: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['banned', 'orderBy', 'role']);
  });
});

describe('relations (react-admin meta: with, load, loadCount)', () => {
  it('includes the roles the list is asked for, and refuses relations it has not', async () => {
    const user = await buildUser(t.app);
    const list = await admin.get('/api/v1/admin/users', {
      query: { ids: String(user.id), with: 'roles', load: 'roles' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].roles).toEqual([{ id: await defaultRoleId(), name: 'users' }]);

    for (const [param, name] of [
      ['with', 'permissions'],
      ['load', 'sessions'],
      ['loadCount', 'tokens'],
    ] as const) {
      const refused = await admin.get('/api/v1/admin/users', { query: { [param]: name } });
      expect(refused.statusCode, `${param}=${name}`).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([param]);
    }
    const refused = await admin.get('/api/v1/admin/users', { query: { with: 'roles,secrets' } });
    expect(refused.json().errors).toEqual({ with: ['The with param may only name: roles.'] });
  });

  it('includes the roles and permissions a record is asked for, and refuses others', async () => {
    const user = await buildUser(t.app);
    const url = `/api/v1/admin/users/${user.id}`;
    const record = await admin.get(url, { query: { with: 'roles,permissions', load: 'roles' } });
    expect(record.statusCode).toBe(200);
    expect(record.json().user).toMatchObject({
      id: user.id,
      roles: [{ id: await defaultRoleId(), name: 'users' }],
      permissions: [],
    });
    const unknown = await admin.get(url, { query: { with: 'tokens' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      with: ['The with param may only name: roles, permissions.'],
    });
    const counted = await admin.get(url, { query: { loadCount: 'roles' } });
    expect(counted.json().errors).toEqual({
      loadCount: ['The loadCount param names no relation here.'],
    });
  });
});

describe('POST admin/users', () => {
  it('creates a user with the given roles and a hashed password', async () => {
    const email = `new-${unique()}@example.com`;
    const role = (await admin.post('/api/v1/roles', { name: `Editors ${unique()}` })).json().role;
    const response = await admin.post('/api/v1/admin/users', {
      email: email.toUpperCase(),
      name: 'New Person',
      password: 'a-strong-passphrase',
      roles: [role.id],
      email_verified: true,
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({ email, name: 'New Person', roles: [{ id: role.id }] });
    expect(user.email_verified_at).not.toBeNull();
    const row = await t.app.services.users.findById(user.id);
    expect(await verifyPassword(row!.password, 'a-strong-passphrase')).toBe(true);
    const client = t.client();
    await client.login(email, 'a-strong-passphrase');
  });

  it('gives the default role when no roles are sent (also at POST users)', async () => {
    const response = await admin.post('/api/v1/users', {
      email: `plain-${unique()}@example.com`,
      name: 'Plain',
      password: 'a-strong-passphrase',
    });
    expect(response.json().user.roles).toEqual([{ id: await defaultRoleId(), name: 'users' }]);
    expect(response.json().user.email_verified_at).toBeNull();
  });

  it('refuses a taken email, a short or common password, unknown roles and a bad email', async () => {
    const taken = await admin.post('/api/v1/admin/users', {
      email: ADMIN_EMAIL,
      name: 'x',
      password: 'password',
      roles: [999999],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toMatchObject({
      email: ['The email has already been taken.'],
      password: ['This password is too common. Choose one that is harder to guess.'],
      roles: ['The selected roles are not valid.'],
    });
    const bad = await admin.post('/api/v1/admin/users', { email: 'nope', name: '', password: 'x' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'password']);
  });
});

describe('GET and PUT admin/users/{id}', () => {
  it('updates profile, roles, direct permissions with restrictions and verification', async () => {
    const user = await buildUser(t.app);
    const role = (await admin.post('/api/v1/roles', { name: `Team ${unique()}` })).json().role;
    const response = await put(admin, `/api/v1/admin/users/${user.id}`, {
      name: 'Edited',
      first_name: 'Ed',
      last_name: '',
      email: `edited-${unique()}@example.com`,
      roles: [role.id],
      permissions: [{ name: LIMITED.name, restrictions: [{ name: 'count', value: 3 }] }],
      email_verified: false,
      language: 'en',
      country: 'fr',
      timezone: 'Europe/Paris',
      image: 'https://example.com/a.png',
    });
    expect(response.statusCode).toBe(200);
    const shown = (await admin.get(`/api/v1/admin/users/${user.id}`)).json().user;
    expect(shown).toMatchObject({
      name: 'Edited',
      first_name: 'Ed',
      last_name: null,
      roles: [{ id: role.id }],
      permissions: [{ name: LIMITED.name, restrictions: [{ name: 'count', value: 3 }] }],
      email_verified_at: null,
      language: 'en',
      country: 'FR',
      timezone: 'Europe/Paris',
      image: 'https://example.com/a.png',
    });
    // the merged permissions the user now has carry the restriction
    const granted = await t.app.services.permissions.forUser(user.id);
    expect(granted).toContainEqual({
      name: LIMITED.name,
      restrictions: [{ name: 'count', value: 3 }],
    });
  });

  it('refuses bad values with 422 and writes nothing', async () => {
    const user = await buildUser(t.app);
    const response = await put(admin, `/api/v1/admin/users/${user.id}`, {
      name: 'Never',
      email: ADMIN_EMAIL,
      timezone: 'Mars/Olympus',
      country: 'ZZ',
      language: 'xx',
      roles: [999999],
      image: 'javascript:alert(1)',
      permissions: [{ name: 'nope.nothing' }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['image']);
    const second = await put(admin, `/api/v1/admin/users/${user.id}`, {
      name: 'Never',
      email: ADMIN_EMAIL,
      timezone: 'Mars/Olympus',
      country: 'ZZ',
      language: 'xx',
      roles: [999999],
    });
    expect(Object.keys(second.json().errors).sort()).toEqual([
      'country',
      'email',
      'language',
      'roles',
      'timezone',
    ]);
    const grants = await put(admin, `/api/v1/admin/users/${user.id}`, {
      name: 'Never',
      permissions: [{ name: 'nope.nothing' }],
    });
    expect(grants.statusCode).toBe(422);
    expect((await t.app.services.users.findById(user.id))!.name).toBe(user.name);
  });

  it('refuses taking the admin permission from the last administrator', async () => {
    const response = await put(admin, `/api/v1/admin/users/${adminId}`, { permissions: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.permissions).toEqual([
      'The last administrator must keep the admin permission.',
    ]);
    const granted = await t.app.services.permissions.forUser(adminId);
    expect(granted.map((grant) => grant.name)).toContain('admin');
  });

  it('answers 404 for a missing user', async () => {
    expect((await admin.get('/api/v1/admin/users/999999')).statusCode).toBe(404);
    expect((await put(admin, '/api/v1/admin/users/999999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('security actions', () => {
  it('bans with a reason, ends the sessions, then unbans', async () => {
    const { user, client } = await signedIn();
    const ban = await admin.post(`/api/v1/admin/users/${user.id}/ban`, { reason: 'Spam' });
    expect(ban.statusCode).toBe(200);
    expect(ban.json().user).toMatchObject({ ban_reason: 'Spam' });
    expect(ban.json().user.banned_at).not.toBeNull();
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(401);
    expect(await t.app.services.sessions.forUser(user.id)).toEqual([]);
    const unban = await admin.post(`/api/v1/admin/users/${user.id}/unban`, {});
    expect(unban.json().user).toMatchObject({ banned_at: null, ban_reason: null });
  });

  it('refuses banning oneself and a too long reason with 422', async () => {
    expect((await admin.post(`/api/v1/admin/users/${adminId}/ban`, {})).statusCode).toBe(422);
    const user = await buildUser(t.app);
    const long = await admin.post(`/api/v1/admin/users/${user.id}/ban`, {
      reason: 'x'.repeat(1001),
    });
    expect(long.json().errors.reason).toBeDefined();
  });

  it('resets two-factor authentication', async () => {
    const user = await buildUser(t.app, {
      overrides: {
        two_factor_secret: 'encrypted',
        two_factor_recovery_codes: 'encrypted',
        two_factor_confirmed_at: new Date().toISOString(),
      },
    });
    const response = await admin.post(`/api/v1/admin/users/${user.id}/reset-two-factor`, {});
    expect(response.json().user.two_factor_confirmed_at).toBeNull();
    const row = await t.app.services.users.findById(user.id);
    expect(row).toMatchObject({ two_factor_secret: null, two_factor_recovery_codes: null });
    expect((await admin.post('/api/v1/admin/users/999999/reset-two-factor', {})).statusCode).toBe(
      404,
    );
  });

  it('sets a password the user can sign in with; refuses a weak one', async () => {
    const user = await buildUser(t.app);
    const url = `/api/v1/admin/users/${user.id}/password`;
    expect((await admin.post(url, { password: 'short' })).statusCode).toBe(422);
    expect((await admin.post(url, { password: 'password1' })).json().errors.password).toBeDefined();
    expect((await admin.post(url, { password: 'another-passphrase' })).statusCode).toBe(200);
    await t.client().login(user.email, 'another-passphrase');
  });

  it('ends every session of the user', async () => {
    const { user, client } = await signedIn();
    const response = await admin.post(`/api/v1/admin/users/${user.id}/end-sessions`, {});
    expect(response.json()).toEqual({ ended: 1 });
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(401);
    expect((await admin.post('/api/v1/admin/users/abc/end-sessions', {})).statusCode).toBe(422);
  });
});

describe('tokens', () => {
  it('lists and deletes a user’s tokens, only that user’s', async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    const { token } = await t.app.services.accessTokens.create(user.id, 'CLI');
    const { token: foreign } = await t.app.services.accessTokens.create(other.id, 'Other');
    const list = await admin.get(`/api/v1/admin/users/${user.id}/tokens`);
    expect(list.json().tokens.map((item: { id: number }) => item.id)).toEqual([token.id]);
    expect(list.body).not.toContain('token_hash');
    expect(
      (await del(admin, `/api/v1/admin/users/${user.id}/tokens/${foreign.id}`)).statusCode,
    ).toBe(404);
    expect((await del(admin, `/api/v1/admin/users/${user.id}/tokens/${token.id}`)).statusCode).toBe(
      200,
    );
    expect((await admin.get(`/api/v1/admin/users/${user.id}/tokens`)).json().tokens).toEqual([]);
    expect((await admin.get('/api/v1/admin/users/999999/tokens')).statusCode).toBe(404);
    expect((await del(admin, `/api/v1/admin/users/${user.id}/tokens/x`)).statusCode).toBe(422);
  });
});

describe('DELETE admin/users/{ids}', () => {
  it('deletes several users with their direct grants', async () => {
    const first = await buildUser(t.app, { permissions: ['api.access'] });
    const second = await buildUser(t.app);
    const response = await del(admin, `/api/v1/admin/users/${first.id},${second.id}`);
    expect(response.statusCode).toBe(200);
    expect(await t.app.services.users.findById(first.id)).toBeUndefined();
    expect(await t.app.services.users.findById(second.id)).toBeUndefined();
    const grants = await t.app.services.db
      .selectFrom('permissionables')
      .select('id')
      .where('permissionable_type', '=', 'user')
      .where('permissionable_id', '=', first.id)
      .execute();
    expect(grants).toEqual([]);
  });

  it('never deletes the caller', async () => {
    const other = await buildUser(t.app);
    const response = await del(admin, `/api/v1/admin/users/${other.id},${adminId}`);
    expect(response.statusCode).toBe(422);
    expect(await t.app.services.users.findById(other.id)).toBeDefined();
  });

  it('never deletes the last administrator', async () => {
    const helper = await buildUser(t.app, { permissions: ['users.update'] });
    const client = t.client();
    await client.login(helper.email, helper.password);
    const response = await del(client, `/api/v1/admin/users/${adminId}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The last administrator cannot be deleted.');
    const second = await buildUser(t.app, { permissions: ['admin'] });
    const both = await del(client, `/api/v1/admin/users/${adminId},${second.id}`);
    expect(both.statusCode).toBe(422);
    expect((await del(client, `/api/v1/admin/users/${second.id}`)).statusCode).toBe(200);
  });

  it('answers 422 for bad ids and 404 for missing ones', async () => {
    expect((await del(admin, '/api/v1/admin/users/abc')).statusCode).toBe(422);
    expect((await del(admin, '/api/v1/admin/users/999999')).statusCode).toBe(404);
  });
});
