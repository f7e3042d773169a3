import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { put } from '../support/community-factories';
import { buildUser } from '../support/factories';
import { memberWithOnly } from '../support/season-admin-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

/** A member signed in whose only role is the seeded moderators role. */
async function moderator() {
  const roles = (await admin.get('/api/v1/roles', { query: { perPage: '100' } })).json().data;
  const role = roles.find((r: { name: string }) => r.name === 'moderators');
  const user = await buildUser(t.app, { withDefaultRole: false });
  const assigned = await put(admin, `/api/v1/admin/users/${user.id}`, { roles: [role.id] });
  expect(assigned.statusCode).toBe(200);
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

describe('GET admin/dashboard', () => {
  it('answers counts and the newest users to the super admin', async () => {
    const newest = await buildUser(t.app, { name: 'Newest Member' });
    const response = await admin.get('/api/v1/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const { counts, recentUsers } = response.json();
    // the built-in roles: guests, users, content admins and moderators
    expect(counts).toEqual({ users: 2, newUsersThisWeek: 2, roles: 4, activeSessions: 1 });
    expect(recentUsers[0]).toMatchObject({ id: newest.id, name: 'Newest Member' });
    expect(recentUsers[0]).not.toHaveProperty('password');
  });

  it('is enough to hold users.update', async () => {
    const manager = await memberWithOnly(t, admin, 'users.update');
    const response = await manager.get('/api/v1/admin/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json().recentUsers.length).toBeGreaterThan(0);
  });

  it('refuses moderators: admin access alone shows no member emails', async () => {
    const client = await moderator();
    const response = await client.get('/api/v1/admin/dashboard');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('@');
  });

  it('refuses visitors and members', async () => {
    expect((await t.client().get('/api/v1/admin/dashboard')).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const member = t.client();
    await member.login(user.email, user.password);
    expect((await member.get('/api/v1/admin/dashboard')).statusCode).toBe(403);
  });
});
