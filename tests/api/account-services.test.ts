import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.app.services.users.findByEmail(ADMIN_EMAIL))!.id;
});
afterAll(() => t.close());

describe('permission holders', () => {
  it('counts users holding a permission directly or through a role, each once', async () => {
    const { roles, userRoles, permissions } = t.app.services;
    const role = await roles.create({
      name: `Admins ${Date.now()}`,
      description: null,
      permissions: [{ name: 'admin', restrictions: [] }],
    });
    const viaRole = await buildUser(t.app);
    const both = await buildUser(t.app, { permissions: ['admin'] });
    const nobody = await buildUser(t.app);
    await userRoles.setUserRoles(viaRole.id, [role.id]);
    await userRoles.setUserRoles(both.id, [role.id]);

    expect(await permissions.countHolders('admin')).toBe(3);
    expect(await permissions.countHolders('admin', [adminId])).toBe(2);
    expect(await permissions.countHolders('admin', [adminId, viaRole.id, both.id])).toBe(0);
    expect(await permissions.holders('admin', [viaRole.id, nobody.id])).toEqual({
      among: [viaRole.id],
      outside: 2,
    });
    expect(await permissions.holders('admin', [adminId, both.id])).toEqual({
      among: [adminId, both.id],
      outside: 1,
    });

    await roles.delete([role.id]);
    expect(await permissions.countHolders('admin')).toBe(2);
    expect((await permissions.holders('admin', [viaRole.id])).among).toEqual([]);
  });
});

describe('counts for the admin dashboard', () => {
  it('counts users, new sign-ups, roles and live sessions, and lists the newest users', async () => {
    const { users, roles, sessions } = t.app.services;
    const before = await users.count();
    const since = new Date(Date.now() - 1000).toISOString();
    const first = await buildUser(t.app);
    const second = await buildUser(t.app);
    expect(await users.count()).toBe(before + 2);
    expect(await users.count(since)).toBeGreaterThanOrEqual(2);
    expect(await users.count(new Date(Date.now() + 60_000).toISOString())).toBe(0);
    const newest = await users.newest(2);
    expect(newest.map((user) => user.id)).toEqual([second.id, first.id]);
    expect(Object.keys(newest[0]!).sort()).toEqual(['created_at', 'email', 'id', 'image', 'name']);

    expect(await roles.count()).toBe(
      (await roles.list({ page: 1, perPage: 100, orderBy: 'id', orderDir: 'asc', ids: [] })).total,
    );

    const live = await sessions.countActive();
    await sessions.start({ userId: first.id, remember: false, ipAddress: null, userAgent: null });
    expect(await sessions.countActive()).toBe(live + 1);
    expect(await sessions.countActive(new Date(Date.now() + 365 * 864e5))).toBe(0);
  });
});
