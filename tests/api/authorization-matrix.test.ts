import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@common/permissions/permission-check';
import type { RegisteredRoute } from '@server/http/fastify-types';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/**
 * Walks every registered route and proves that a visitor and a plain member are refused wherever
 * the route's declared access says they lack the right. A new route that forgets to declare its
 * access cannot even be registered (see conventions.test.ts); one that declares too little is
 * caught here only through its declaration, so declarations are the contract.
 */
let t: TestApp;
let member: TestClient;
let guest: TestClient;
let memberPermissions: Parameters<typeof hasPermission>[0];
let guestSubject: Parameters<typeof hasPermission>[0];

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.app);
  member = t.client();
  await member.login(user.email, user.password);
  guest = t.client();
  const me = (await member.get('/api/v1/users/me')).json().user;
  memberPermissions = { user: me, guestRole: null };
  guestSubject = { user: null, guestRole: await t.app.services.permissions.guestRole() };
});
afterAll(() => t.close());

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');

function protectedRoutes(): RegisteredRoute[] {
  return t.app.routeTable.filter(
    (route) => route.method !== 'HEAD' && route.access !== undefined && route.access !== 'public',
  );
}

async function call(client: TestClient, route: RegisteredRoute) {
  return client.send(
    route.method as 'GET',
    concreteUrl(route.url),
    route.method === 'GET' ? {} : { body: {} },
  );
}

describe('authorization matrix', () => {
  it('covers the protected routes the app registers', () => {
    expect(protectedRoutes().length).toBeGreaterThan(20);
  });

  it('refuses visitors with 401 wherever login or a permission the guest role lacks is needed', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const access = route.access!;
      const guestAllowed =
        typeof access === 'object' &&
        !access.login &&
        hasPermission(guestSubject, access.permission);
      if (guestAllowed) continue;
      const response = await call(guest, route);
      if (response.statusCode !== 401)
        failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a plain member with 403 wherever they lack the permission', async () => {
    const failures: string[] = [];
    for (const route of protectedRoutes()) {
      const access = route.access!;
      if (typeof access !== 'object' || hasPermission(memberPermissions, access.permission))
        continue;
      const response = await call(member, route);
      if (response.statusCode !== 403)
        failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
