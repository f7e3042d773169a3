import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@common/permissions/permission-check';
import type { RegisteredRoute } from '@server/http/fastify-types';
import { signedInMember } from '../support/community-factories';
import { makeModerator } from '../support/moderation-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/**
 * The seeded 'moderators' role (admin.access, comments.update, reviews.update) reaches the
 * comment and review moderation and nothing else of the admin: every registered route is walked
 * as a member holding it, so a route added later is covered without editing this file.
 */
let t: TestApp;
let moderator: TestClient;
let memberSubject: Parameters<typeof hasPermission>[0];

/** What the role is for. admin.access alone opens the admin's shell (and its dashboard). */
const MODERATION_PERMISSIONS = new Set(['comments.update', 'reviews.update', 'admin.access']);

beforeAll(async () => {
  t = await createTestApp();
  const plain = await signedInMember(t);
  memberSubject = {
    user: (await plain.client.get('/api/v1/users/me')).json().user,
    guestRole: null,
  };
  const { user, client } = await signedInMember(t);
  await makeModerator(t, user.id);
  moderator = client;
  await moderator.login(user.email, user.password);
});
afterAll(() => t.close());

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');

/**
 * Valid input for the admin routes whose permission the service checks after validating (see
 * authorization-matrix.test.ts): they must get as far as that check.
 */
const SERVICE_CHECKED_INPUT: Record<string, { query?: string; body?: unknown }> = {
  'GET /api/v1/admin/credits': { query: '?titleId=1&kind=cast' },
  'GET /api/v1/admin/images': { query: '?titleId=1' },
  'POST /api/v1/admin/images': { body: { titleId: 1, url: 'art/x.svg' } },
  'POST /api/v1/admin/images/reorder': { body: { titleId: 1, ids: [1] } },
};

const call = (route: RegisteredRoute) => {
  const input = SERVICE_CHECKED_INPUT[`${route.method} ${route.url}`] ?? {};
  return moderator.send(
    route.method as 'GET',
    concreteUrl(route.url) + (input.query ?? ''),
    route.method === 'GET' ? {} : { body: input.body ?? {} },
  );
};

/** Routes a plain member may not use: their permission is beyond the member's, or admin-only. */
function guardedRoutes(): RegisteredRoute[] {
  return t.app.routeTable.filter((route) => {
    if (route.method === 'HEAD' || !route.access || route.access === 'public') return false;
    if (route.access === 'user') return route.url.startsWith('/api/v1/admin/');
    return !hasPermission(memberSubject, route.access.permission);
  });
}

const permissionOf = (route: RegisteredRoute) =>
  typeof route.access === 'object' ? route.access.permission : null;

describe("the seeded 'moderators' role", () => {
  it('holds exactly the moderation permissions', async () => {
    const me = (await moderator.get('/api/v1/users/me')).json().user;
    const subject = { user: me, guestRole: null };
    for (const name of MODERATION_PERMISSIONS) expect(hasPermission(subject, name)).toBe(true);
    for (const name of ['admin', 'titles.update', 'users.update', 'news.update', 'reports.view'])
      expect(hasPermission(subject, name)).toBe(false);
  });

  it('is refused (403) every guarded route but the comments and reviews moderation', async () => {
    const routes = guardedRoutes();
    const refused = routes.filter((route) => !MODERATION_PERMISSIONS.has(permissionOf(route)!));
    expect(
      refused.filter((route) => route.url.startsWith('/api/v1/admin/')).length,
    ).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of refused) {
      const response = await call(route);
      if (response.statusCode !== 403)
        failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('reaches every comments and reviews moderation route', async () => {
    const moderation = guardedRoutes().filter((route) =>
      ['comments.update', 'reviews.update'].includes(permissionOf(route) ?? ''),
    );
    expect(moderation.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/comments',
        'GET /api/v1/admin/reviews',
        'POST /api/v1/admin/comments/:ids/hide',
        'POST /api/v1/admin/reviews/:ids/approve',
        'POST /api/v1/admin/comments/:id/suspend-author',
        'DELETE /api/v1/admin/reviews/:ids',
      ]),
    );
    for (const route of moderation) {
      const response = await call(route);
      // 404 for the made-up id 1; never refused
      expect([200, 404], `${route.method} ${route.url}`).toContain(response.statusCode);
    }
  });
});
