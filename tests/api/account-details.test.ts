import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/modules/sessions/session-service';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

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

const put = (client: TestClient, id: number | string, body: unknown) =>
  client.send('PUT', `/api/v1/users/${id}`, { body });

const row = (id: number) => t.app.services.users.findById(id);

describe('GET users/{id}', () => {
  it("answers the caller's own record by id or 'me', and refuses someone else's", async () => {
    const { user, client } = await signedIn();
    const other = await buildUser(t.app);
    expect((await client.get(`/api/v1/users/${user.id}`)).json().user.email).toBe(user.email);
    const me = (await client.get('/api/v1/users/me')).json().user;
    expect(me).toMatchObject({ id: user.id, social_profiles: [] });
    expect(me).not.toHaveProperty('password');
    expect((await client.get(`/api/v1/users/${other.id}`)).statusCode).toBe(403);
    expect((await t.client().get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it('lets users.update read another user, 404 when missing, 422 for a bad id', async () => {
    const { client } = await signedIn({ permissions: ['users.update'] });
    const other = await buildUser(t.app);
    expect((await client.get(`/api/v1/users/${other.id}`)).json().user.id).toBe(other.id);
    expect((await client.get('/api/v1/users/999999')).statusCode).toBe(404);
    expect((await client.get('/api/v1/users/abc')).statusCode).toBe(422);
  });
});

describe('PUT users/{id}', () => {
  it('updates the account details and answers the user', async () => {
    const { user, client } = await signedIn();
    const response = await put(client, user.id, {
      name: '  Ada Lovelace ',
      first_name: 'Ada',
      last_name: 'Lovelace',
      language: 'en',
      country: 'gb',
      timezone: 'Europe/London',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      language: 'en',
      country: 'GB',
      timezone: 'Europe/London',
    });
    expect(await row(user.id)).toMatchObject({ name: 'Ada Lovelace', country: 'GB' });
  });

  it("changes only the fields sent, accepts 'me', and clears optional fields with null or ''", async () => {
    const { user, client } = await signedIn();
    await put(client, 'me', { first_name: 'First', last_name: 'Last', timezone: 'Asia/Kolkata' });
    const response = await put(client, 'me', { first_name: '', last_name: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: user.name,
      first_name: null,
      last_name: null,
      timezone: 'Asia/Kolkata',
    });
  });

  it('sends it as POST with the method override, as the client does', async () => {
    const { user, client } = await signedIn();
    const response = await client.post(
      `/api/v1/users/${user.id}?_method=PUT`,
      { name: 'Overridden' },
      { headers: { 'x-http-method-override': 'PUT' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Overridden');
  });

  it('validates every field', async () => {
    const { user, client } = await signedIn();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'name', 'The name field is required.'],
      [{ name: 'x'.repeat(256) }, 'name', 'The name may not be longer than 255 characters.'],
      [{ name: 5 }, 'name', 'The name must be text.'],
      [
        { first_name: 'x'.repeat(256) },
        'first_name',
        'The first name may not be longer than 255 characters.',
      ],
      [{ language: 'xx' }, 'language', 'The selected language is not available.'],
      [{ country: 'XX' }, 'country', 'The selected country is not valid.'],
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', 'The selected timezone is not valid.'],
      [{ email: 'new@example.com' }, 'email', 'The email field is not allowed.'],
      [{ password: 'x' }, 'password', 'The password field is not allowed.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(client, user.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await row(user.id)).toMatchObject({ name: user.name, email: user.email });
  });

  it("refuses another user's record (403) and guests (401)", async () => {
    const { client } = await signedIn();
    const other = await buildUser(t.app);
    const response = await put(client, other.id, { name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect((await row(other.id))!.name).toBe(other.name);
    expect((await put(t.client(), other.id, { name: 'Guest' })).statusCode).toBe(401);
  });

  it('lets users.update change another user', async () => {
    const { client } = await signedIn({ permissions: ['users.update'] });
    const other = await buildUser(t.app);
    const response = await put(client, other.id, { name: 'Renamed by staff' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: other.id, name: 'Renamed by staff' });
    expect((await put(client, 999999, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('POST users/me/locale', () => {
  it("sets the caller's language to a known localization", async () => {
    const { user, client } = await signedIn();
    const response = await client.post('/api/v1/users/me/locale', { locale: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'fr' });
    expect((await row(user.id))!.language).toBe('fr');
  });

  it('refuses unknown locales, a missing locale and guests', async () => {
    const { client } = await signedIn();
    const unknown = await client.post('/api/v1/users/me/locale', { locale: 'xx' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.locale).toEqual(['The selected language is not available.']);
    const missing = await client.post('/api/v1/users/me/locale', {});
    expect(missing.json().errors.locale).toEqual(['The locale field is required.']);
    expect((await t.client().post('/api/v1/users/me/locale', { locale: 'en' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE users/{id}', () => {
  const confirmPassword = async (client: TestClient, password: string) => {
    const response = await client.post('/auth/user/confirm-password', { password });
    expect(response.statusCode).toBe(200);
  };

  it('needs a recently confirmed password to delete your own account', async () => {
    const { user, client } = await signedIn();
    const response = await client.send('DELETE', `/api/v1/users/${user.id}`, {
      query: { deleteCurrentUser: '1' },
    });
    expect(response.statusCode).toBe(423);
    expect(response.json().message).toBe('Password confirmation required.');
    expect(await row(user.id)).toBeDefined();
  });

  it('deletes your own account with everything it owns, signs out and answers guest bootstrap data', async () => {
    const { user, client } = await signedIn({ permissions: ['api.access'] });
    await t.app.services.db
      .insertInto('social_profiles')
      .values({
        user_id: user.id,
        service_name: 'google',
        user_service_id: `gone-${user.id}`,
        username: 'gone',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await confirmPassword(client, user.password);
    const response = await client.send('DELETE', `/api/v1/users/${user.id}`, {
      query: { deleteCurrentUser: '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Account deleted');
    expect(response.json().bootstrapData.user).toBeNull();
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await row(user.id)).toBeUndefined();
    const db = t.app.services.db;
    for (const table of ['sessions', 'user_role', 'social_profiles'] as const) {
      const left = await db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(left, table).toEqual([]);
    }
    const grants = await db
      .selectFrom('permissionables')
      .select('id')
      .where('permissionable_type', '=', 'user')
      .where('permissionable_id', '=', user.id)
      .execute();
    expect(grants).toEqual([]);
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it('refuses to delete the last administrator', async () => {
    const client = t.client();
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await confirmPassword(client, ADMIN_PASSWORD);
    const response = await client.send('DELETE', '/api/v1/users/me', {
      query: { deleteCurrentUser: '1' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The last administrator cannot be deleted.');
    expect(await t.app.services.users.findByEmail(ADMIN_EMAIL)).toBeDefined();
  });

  it('lets an administrator go when another one remains', async () => {
    await buildUser(t.app, { permissions: ['admin'] });
    const { user, client } = await signedIn({ permissions: ['admin'] });
    await confirmPassword(client, user.password);
    const response = await client.send('DELETE', `/api/v1/users/${user.id}`, {
      query: { deleteCurrentUser: '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(await row(user.id)).toBeUndefined();
  });

  it('refuses deleting someone else without users.update, and guests', async () => {
    const { client } = await signedIn();
    const other = await buildUser(t.app);
    expect((await client.send('DELETE', `/api/v1/users/${other.id}`)).statusCode).toBe(403);
    expect(
      (
        await client.send('DELETE', `/api/v1/users/${other.id}`, {
          query: { deleteCurrentUser: '1' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.client().send('DELETE', `/api/v1/users/${other.id}`)).statusCode).toBe(401);
    expect(await row(other.id)).toBeDefined();
  });

  it("lets users.update delete another account without that user's password, staying signed in", async () => {
    const { client } = await signedIn({ permissions: ['users.update'] });
    const other = await buildUser(t.app);
    const response = await client.send('DELETE', `/api/v1/users/${other.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Account deleted' });
    expect(await row(other.id)).toBeUndefined();
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(200);
  });

  it('validates deleteCurrentUser', async () => {
    const { user, client } = await signedIn();
    const response = await client.send('DELETE', `/api/v1/users/${user.id}`, {
      query: { deleteCurrentUser: 'maybe' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.deleteCurrentUser).toEqual(['deleteCurrentUser must be 1 or 0.']);
  });
});
