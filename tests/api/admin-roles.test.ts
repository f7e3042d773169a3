import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let plain: TestClient;

/** A permission with a restriction, synced like the catalogue so grants can carry values. */
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
  const user = await buildUser(t.app);
  plain = t.client();
  await plain.login(user.email, user.password);
});
afterAll(() => t.close());

interface RoleBody {
  id: number;
  name: string;
  description: string | null;
  default: boolean;
  guests: boolean;
  permissions: Array<{ name: string; restrictions: Array<{ name: string; value: number | null }> }>;
}

const put = (client: TestClient, url: string, body: unknown) => client.send('PUT', url, { body });
const del = (client: TestClient, url: string) => client.send('DELETE', url);

async function createRole(body: Record<string, unknown> = {}): Promise<RoleBody> {
  const response = await admin.post('/api/v1/roles', {
    name: `Role ${Math.random().toString(36).slice(2)}`,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json().role as RoleBody;
}

async function roleByFlag(flag: 'default' | 'guests') {
  const list = (await admin.get('/api/v1/roles', { query: { perPage: '100' } })).json();
  return (list.data as Array<RoleBody & { users_count: number }>).filter((role) => role[flag]);
}

describe('roles API refusals', () => {
  const calls: Array<[string, (client: TestClient) => Promise<{ statusCode: number }>]> = [
    ['GET roles', (c) => c.get('/api/v1/roles')],
    ['GET roles/{id}', (c) => c.get('/api/v1/roles/1')],
    ['POST roles', (c) => c.post('/api/v1/roles', { name: 'x' })],
    ['PUT roles/{id}', (c) => put(c, '/api/v1/roles/1', { name: 'x' })],
    ['DELETE roles/{ids}', (c) => del(c, '/api/v1/roles/1')],
    ['GET permissions', (c) => c.get('/api/v1/permissions')],
  ];

  it.each(calls)('%s: 401 for a guest, 403 for a plain user', async (_name, call) => {
    expect((await call(t.client())).statusCode).toBe(401);
    expect((await call(plain)).statusCode).toBe(403);
  });
});

describe('GET roles', () => {
  it('lists the seeded roles with users_count from the user_role rows', async () => {
    const response = await admin.get('/api/v1/roles', {
      query: { orderBy: 'id', orderDir: 'asc' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 15 });
    const users = (body.data as Array<RoleBody & { users_count: number }>).find((r) => r.default);
    const holders = await t.app.services.db
      .selectFrom('user_role')
      .select('user_id')
      .where('role_id', '=', users!.id)
      .execute();
    expect(users!.users_count).toBe(holders.length);
    expect(users!.users_count).toBeGreaterThan(0);
  });

  it('searches on name case-insensitively and orders by name', async () => {
    await createRole({ name: 'Zeta Editors' });
    await createRole({ name: 'alpha editors' });
    const response = await admin.get('/api/v1/roles', {
      query: { query: 'EDITORS', orderBy: 'name', orderDir: 'asc' },
    });
    expect(response.json().data.map((r: RoleBody) => r.name)).toEqual([
      'alpha editors',
      'Zeta Editors',
    ]);
    expect(response.json().total).toBe(2);
  });

  it('treats % in the search as text', async () => {
    const response = await admin.get('/api/v1/roles', { query: { query: '%' } });
    expect(response.json().total).toBe(0);
  });

  it('refuses an unknown orderBy and a bad page with 422', async () => {
    const response = await admin.get('/api/v1/roles', {
      query: { orderBy: 'password', page: '0' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['orderBy', 'page']);
  });
});

describe('relations (react-admin meta: with, load, loadCount)', () => {
  it('counts the users of listed roles when asked, and refuses relations the list has not', async () => {
    const listed = await admin.get('/api/v1/roles', { query: { loadCount: 'users' } });
    expect(listed.statusCode).toBe(200);
    for (const role of listed.json().data) expect(role.users_count).toEqual(expect.any(Number));

    const refused = await admin.get('/api/v1/roles', { query: { with: 'permissions' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ with: ['The with param names no relation here.'] });
    const uncounted = await admin.get('/api/v1/roles', { query: { loadCount: 'permissions' } });
    expect(uncounted.json().errors).toEqual({
      loadCount: ['The loadCount param may only name: users.'],
    });
  });

  it('adds users_count to a role when asked (loadCount=users), with its permissions', async () => {
    const role = await createRole({ permissions: [{ name: LIMITED.name, restrictions: [] }] });
    const members = [await buildUser(t.app), await buildUser(t.app)];
    await t.app.services.db
      .insertInto('user_role')
      .values(
        members.map((member) => ({
          user_id: member.id,
          role_id: role.id,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();

    const plainRecord = await admin.get(`/api/v1/roles/${role.id}`);
    expect(plainRecord.json().role).not.toHaveProperty('users_count');
    const counted = await admin.get(`/api/v1/roles/${role.id}`, {
      query: { with: 'permissions', loadCount: 'users' },
    });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().role).toMatchObject({
      id: role.id,
      users_count: 2,
      permissions: [{ name: LIMITED.name, restrictions: [] }],
    });
    const refused = await admin.get(`/api/v1/roles/${role.id}`, { query: { load: 'users' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      load: ['The load param may only name: permissions.'],
    });
  });
});

describe('GET permissions', () => {
  it('answers the catalogue grouped by group with restriction definitions', async () => {
    const response = await admin.get('/api/v1/permissions');
    expect(response.statusCode).toBe(200);
    const { permissions } = response.json();
    expect(permissions.test_lists).toEqual([{ ...LIMITED, advanced: false }]);
    expect(permissions.users[0]).toMatchObject({ name: 'users.update', advanced: true });
  });
});

describe('POST roles and GET roles/{id}', () => {
  it('creates a role with its permissions and restriction values', async () => {
    const role = await createRole({
      name: 'Curators',
      description: 'Curate lists',
      permissions: [
        { name: 'titles.view' },
        { name: LIMITED.name, restrictions: [{ name: 'count', value: 5 }] },
      ],
    });
    const shown = (await admin.get(`/api/v1/roles/${role.id}`)).json().role;
    expect(shown).toMatchObject({
      id: role.id,
      name: 'Curators',
      description: 'Curate lists',
      default: false,
      guests: false,
    });
    expect(shown.permissions).toEqual([
      { name: 'titles.view', restrictions: [] },
      { name: LIMITED.name, restrictions: [{ name: 'count', value: 5 }] },
    ]);
  });

  it('refuses a missing name, a duplicate name and unknown keys with 422', async () => {
    const missing = await admin.post('/api/v1/roles', { description: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(['The name field is required.']);
    const duplicate = await admin.post('/api/v1/roles', { name: 'USERS' });
    expect(duplicate.json().errors.name).toEqual(['A role with this name already exists.']);
    const extra = await admin.post('/api/v1/roles', { name: 'x', type: 'workspace' });
    expect(extra.json().errors.type).toBeDefined();
  });

  it('refuses unknown permissions and undefined restrictions without writing the role', async () => {
    const before = (await admin.get('/api/v1/roles')).json().total;
    const unknown = await admin.post('/api/v1/roles', {
      name: 'Broken',
      permissions: [{ name: 'nope.nothing' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permissions).toEqual([
      'The permission nope.nothing does not exist.',
    ]);
    const restriction = await admin.post('/api/v1/roles', {
      name: 'Broken',
      permissions: [{ name: 'titles.view', restrictions: [{ name: 'count', value: 1 }] }],
    });
    expect(restriction.statusCode).toBe(422);
    const negative = await admin.post('/api/v1/roles', {
      name: 'Broken',
      permissions: [{ name: LIMITED.name, restrictions: [{ name: 'count', value: -1 }] }],
    });
    expect(negative.json().errors['permissions.0.restrictions.0.value']).toBeDefined();
    expect((await admin.get('/api/v1/roles')).json().total).toBe(before);
  });

  it('answers 404 for a missing role and 422 for a bad id', async () => {
    expect((await admin.get('/api/v1/roles/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/v1/roles/abc')).statusCode).toBe(422);
  });
});

describe('PUT roles/{id}', () => {
  it('replaces the permission grants as a whole', async () => {
    const role = await createRole({
      permissions: [{ name: 'titles.view' }, { name: 'api.access' }],
    });
    const response = await put(admin, `/api/v1/roles/${role.id}`, {
      description: 'Changed',
      permissions: [{ name: LIMITED.name, restrictions: [{ name: 'count', value: 2 }] }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toMatchObject({ description: 'Changed' });
    expect(response.json().role.permissions).toEqual([
      { name: LIMITED.name, restrictions: [{ name: 'count', value: 2 }] },
    ]);
  });

  it('keeps the old grants when the new ones are invalid (one transaction)', async () => {
    const role = await createRole({ permissions: [{ name: 'titles.view' }] });
    const response = await put(admin, `/api/v1/roles/${role.id}`, {
      name: 'Renamed in vain',
      permissions: [{ name: 'api.access' }, { name: 'nope.nothing' }],
    });
    expect(response.statusCode).toBe(422);
    const shown = (await admin.get(`/api/v1/roles/${role.id}`)).json().role;
    expect(shown.name).toBe(role.name);
    expect(shown.permissions).toEqual([{ name: 'titles.view', restrictions: [] }]);
  });

  it('moves the default and guests flags so only one role carries each', async () => {
    const [oldDefault] = await roleByFlag('default');
    const [oldGuests] = await roleByFlag('guests');
    const role = await createRole();
    await put(admin, `/api/v1/roles/${role.id}`, { default: true });
    expect((await roleByFlag('default')).map((r) => r.id)).toEqual([role.id]);
    const other = await createRole({ guests: true, permissions: [{ name: 'api.access' }] });
    expect((await roleByFlag('guests')).map((r) => r.id)).toEqual([other.id]);
    // the guest role cache follows at once: visitors now have api.access instead of titles.view
    const guestRole = await t.app.services.permissions.guestRole();
    expect(guestRole?.permissions?.map((p) => p.name)).toEqual(['api.access']);
    await put(admin, `/api/v1/roles/${oldDefault!.id}`, { default: true });
    await put(admin, `/api/v1/roles/${oldGuests!.id}`, { guests: true });
    expect((await t.app.services.permissions.guestRole())?.id).toBe(oldGuests!.id);
  });

  it('refuses a name taken by another role with 422 and answers 404 for a missing role', async () => {
    const role = await createRole();
    const taken = await put(admin, `/api/v1/roles/${role.id}`, { name: 'guests' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toBeDefined();
    expect((await put(admin, '/api/v1/roles/999999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE roles/{ids}', () => {
  it('deletes several roles with their grants and memberships', async () => {
    const first = await createRole({ permissions: [{ name: 'titles.view' }] });
    const second = await createRole();
    const user = await buildUser(t.app);
    await t.app.services.repositories.roles.attachToUser(user.id, [first.id]);
    const response = await del(admin, `/api/v1/roles/${first.id},${second.id}`);
    expect(response.statusCode).toBe(200);
    expect((await admin.get(`/api/v1/roles/${first.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/roles/${second.id}`)).statusCode).toBe(404);
    const grants = await t.app.services.db
      .selectFrom('permissionables')
      .select('id')
      .where('permissionable_type', '=', 'role')
      .where('permissionable_id', '=', first.id)
      .execute();
    expect(grants).toEqual([]);
  });

  it('refuses the guests and the default role with 422 and deletes nothing', async () => {
    const [guests] = await roleByFlag('guests');
    const [byDefault] = await roleByFlag('default');
    const other = await createRole();
    for (const id of [guests!.id, byDefault!.id]) {
      const response = await del(admin, `/api/v1/roles/${other.id},${id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'The guests role and the default role cannot be deleted.',
      );
    }
    expect((await admin.get(`/api/v1/roles/${other.id}`)).statusCode).toBe(200);
  });

  it('answers 422 for bad ids and 404 for missing ones', async () => {
    expect((await del(admin, '/api/v1/roles/1,abc')).statusCode).toBe(422);
    expect((await del(admin, '/api/v1/roles/999999')).statusCode).toBe(404);
  });
});
