import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET admin/dashboard', () => {
  it('answers counts and the newest users to holders of admin.access', async () => {
    const newest = await buildUser(t.app, { name: 'Newest Member' });
    const admin = t.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await admin.get('/api/v1/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const { counts, recentUsers } = response.json();
    // the built-in roles: guests, users, content admins and moderators
    expect(counts).toEqual({ users: 2, newUsersThisWeek: 2, roles: 4, activeSessions: 1 });
    expect(recentUsers[0]).toMatchObject({ id: newest.id, name: 'Newest Member' });
    expect(recentUsers[0]).not.toHaveProperty('password');
  });

  it('refuses visitors and members', async () => {
    expect((await t.client().get('/api/v1/admin/dashboard')).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const member = t.client();
    await member.login(user.email, user.password);
    expect((await member.get('/api/v1/admin/dashboard')).statusCode).toBe(403);
  });
});
