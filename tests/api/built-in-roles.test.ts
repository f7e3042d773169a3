import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPermissionsAndRoles } from '@server/seed/seed-roles';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/** The roles a fresh site starts with, and what an upgraded site gains (issue 15). */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

async function rolePermissions(name: string): Promise<string[] | null> {
  const roles = (await admin.get('/api/v1/roles', { query: { perPage: '100' } })).json()
    .data as Array<{ id: number; name: string }>;
  const role = roles.find((r) => r.name === name);
  if (!role) return null;
  const shown = (await admin.get(`/api/v1/roles/${role.id}`)).json().role;
  return (shown.permissions as Array<{ name: string }>).map((p) => p.name).sort();
}

describe('built-in roles', () => {
  it('seeds moderators with the admin access and comment and review moderation only', async () => {
    expect(await rolePermissions('moderators')).toEqual([
      'admin.access',
      'comments.update',
      'reviews.update',
    ]);
  });

  it('gives content admins the editorial pages but not reports, ads or moderation', async () => {
    const permissions = await rolePermissions('content admins');
    expect(permissions).toEqual(
      expect.arrayContaining(['news.update', 'channels.update', 'lists.update', 'titles.update']),
    );
    for (const name of ['reports.view', 'ads.update', 'comments.update', 'admin'])
      expect(permissions).not.toContain(name);
  });

  it('adds the moderators role and the editorial permissions on an upgraded site', async () => {
    const { db } = t.app.services;
    await db.deleteFrom('roles').where('name', '=', 'moderators').execute();
    await db
      .deleteFrom('permissions')
      .where('name', 'in', ['news.update', 'channels.update', 'lists.update', 'reports.view'])
      .execute();
    await db
      .deleteFrom('permissionables')
      .where('permission_id', 'not in', db.selectFrom('permissions').select('id'))
      .execute();
    expect(await rolePermissions('moderators')).toBeNull();

    await seedPermissionsAndRoles(t.app.services);

    expect(await rolePermissions('moderators')).toEqual([
      'admin.access',
      'comments.update',
      'reviews.update',
    ]);
    expect(await rolePermissions('content admins')).toEqual(
      expect.arrayContaining(['news.update', 'channels.update', 'lists.update']),
    );
    // a second start changes nothing
    await seedPermissionsAndRoles(t.app.services);
    const roles = (await admin.get('/api/v1/roles', { query: { perPage: '100' } })).json().data;
    expect(roles.filter((r: { name: string }) => r.name === 'moderators')).toHaveLength(1);
  });
});
