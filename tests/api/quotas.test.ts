import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPermissionsAndRoles } from '@server/seed/seed-roles';
import { buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { del, put, signedInMember } from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/**
 * Issue 4's "a role with a restriction → the user meets the limit", through the community
 * permissions: a role made in the admin roles API caps lists, reviews and comments.
 */
let t: TestApp;
let admin: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const role = await admin.post('/api/v1/roles', {
    name: 'Limited members',
    permissions: [
      { name: 'titles.view' },
      { name: 'ratings.create' },
      { name: 'lists.create', restrictions: [{ name: 'count', value: 2 }] },
      { name: 'reviews.create', restrictions: [{ name: 'count', value: 1 }] },
      { name: 'comments.create', restrictions: [{ name: 'count', value: 2 }] },
    ],
  });
  expect(role.statusCode).toBe(200);
  const user = await buildUser(t.app, { withDefaultRole: false });
  const assigned = await put(admin, `/api/v1/admin/users/${user.id}`, {
    roles: [role.json().role.id],
  });
  expect(assigned.statusCode).toBe(200);
  member = t.client();
  await member.login(user.email, user.password);
});
afterAll(() => t.close());

const newList = (client: TestClient, name: string) => client.post('/api/v1/lists', { name });

describe('count restrictions from a role', () => {
  it('refuses the third list with 403 naming the limit; deleting one makes room', async () => {
    const first = await newList(member, 'One');
    expect(first.statusCode).toBe(200);
    expect((await newList(member, 'Two')).statusCode).toBe(200);
    const third = await newList(member, 'Three');
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('You have reached the maximum of 2 lists.');
    expect((await member.get('/api/v1/lists')).json().total).toBe(2);

    await del(member, `/api/v1/lists/${first.json().list.id}`);
    expect((await newList(member, 'Three')).statusCode).toBe(200);
  });

  it('refuses a second review with the singular in the message', async () => {
    const [a, b] = [await buildTitle(t.app), await buildTitle(t.app)];
    const body = { rating: 7, body: 'Good enough for me.' };
    expect((await member.post(`/api/v1/titles/${a.id}/reviews`, body)).statusCode).toBe(200);
    const second = await member.post(`/api/v1/titles/${b.id}/reviews`, body);
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe('You have reached the maximum of 1 review.');
    // nothing of the refused review was written, not even its rating
    const state = (await member.get(`/api/v1/titles/${b.id}/viewer-state`)).json();
    expect(state).toEqual({ rating: null, in_watchlist: false, review_id: null, list_ids: [] });
  });

  it('refuses the third comment; deleted comments do not count', async () => {
    const title = await buildTitle(t.app);
    const post = () =>
      member.post('/api/v1/comments', {
        commentable_type: 'title',
        commentable_id: title.id,
        content: 'Another thought',
      });
    const first = await post();
    expect((await post()).statusCode).toBe(200);
    const third = await post();
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('You have reached the maximum of 2 comments.');
    await del(member, `/api/v1/comments/${first.json().comment.id}`);
    expect((await post()).statusCode).toBe(200);
  });

  it('lets administrators pass without limits', async () => {
    const user = await buildUser(t.app, {
      withDefaultRole: false,
      permissions: ['admin', 'lists.create'],
      restrictions: { 'lists.create': [{ name: 'count', value: 0 }] },
    });
    const client = t.client();
    await client.login(user.email, user.password);
    for (const name of ['A', 'B']) expect((await newList(client, name)).statusCode).toBe(200);
  });

  it('a direct grant with a limit of 0 refuses the first list', async () => {
    const { client } = await signedInMember(t, {
      withDefaultRole: false,
      permissions: ['titles.view', 'lists.create'],
      restrictions: { 'lists.create': [{ name: 'count', value: 0 }] },
    });
    const response = await newList(client, 'Nope');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You have reached the maximum of 0 lists.');
  });
});

describe('the default users role', () => {
  const defaultRole = async () => {
    const roles = (await admin.get('/api/v1/roles', { query: { perPage: '100' } })).json().data;
    const role = roles.find((r: { default: boolean }) => r.default);
    return (await admin.get(`/api/v1/roles/${role.id}`)).json().role as {
      permissions: Array<{ name: string; restrictions: Array<{ name: string; value: number }> }>;
    };
  };

  it('grants the community permissions, lists capped at 50', async () => {
    const role = await defaultRole();
    const byName = new Map(role.permissions.map((p) => [p.name, p.restrictions]));
    expect(byName.get('ratings.create')).toEqual([]);
    expect(byName.get('reviews.create')).toEqual([]);
    expect(byName.get('comments.create')).toEqual([]);
    expect(byName.get('lists.create')).toEqual([{ name: 'count', value: 50 }]);
  });

  it('gets permissions new to the catalogue on an existing database', async () => {
    const { db } = t.app.services;
    await db.deleteFrom('permissions').where('name', '=', 'comments.create').execute();
    await db
      .deleteFrom('permissionables')
      .where('permission_id', 'not in', db.selectFrom('permissions').select('id'))
      .execute();
    expect((await defaultRole()).permissions.map((p) => p.name)).not.toContain('comments.create');
    await seedPermissionsAndRoles(t.app.services);
    expect((await defaultRole()).permissions.map((p) => p.name)).toContain('comments.create');
    // grants an administrator changed stay as they are
    const limited = (await admin.get('/api/v1/roles', { query: { query: 'Limited' } })).json()
      .data[0];
    const shown = (await admin.get(`/api/v1/roles/${limited.id}`)).json().role;
    expect(shown.permissions.map((p: { name: string }) => p.name)).not.toContain('comments.create');
  });
});
