import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@common/permissions/permission-check';
import type { RegisteredRoute } from '@server/http/fastify-types';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
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

/**
 * Routes declared for any signed-in user whose permission is one of several, checked by the
 * service: the file entries answer files.create holders (their own files) and files.update
 * holders (everyone's); credits and images answer titles.update or people.update holders by
 * what they belong to. A plain member holds none and is refused with 403 all the same.
 */
const SERVICE_CHECKED: Array<{
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  query?: string;
  body?: unknown;
}> = [
  { method: 'GET', url: '/api/v1/file-entries' },
  { method: 'GET', url: '/api/v1/file-entries/:id' },
  { method: 'POST', url: '/api/v1/file-entries/delete', body: { entryIds: [1] } },
  { method: 'POST', url: '/api/v1/file-entries/restore', body: { entryIds: [1] } },
  // a title's credits and images need titles.update, a person's people.update
  { method: 'GET', url: '/api/v1/admin/credits', query: '?titleId=1&kind=cast' },
  { method: 'GET', url: '/api/v1/admin/images', query: '?titleId=1' },
  { method: 'POST', url: '/api/v1/admin/images', body: { titleId: 1, url: 'art/x.svg' } },
  { method: 'POST', url: '/api/v1/admin/images/reorder', body: { titleId: 1, ids: [1] } },
  { method: 'DELETE', url: '/api/v1/admin/images/:ids' },
];

describe('routes whose permission the service checks', () => {
  it('are registered as signed-in routes, refusing visitors with 401', async () => {
    for (const { method, url, body } of SERVICE_CHECKED) {
      const route = t.app.routeTable.find((r) => r.method === method && r.url === url);
      expect(route?.access, `${method} ${url}`).toBe('user');
      const response = await guest.send(method, concreteUrl(url), body ? { body } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuse a plain member with 403', async () => {
    for (const { method, url, query = '', body } of SERVICE_CHECKED) {
      const response = await member.send(method, concreteUrl(url) + query, body ? { body } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('every state-changing route, sent the spec 7.1 way', () => {
  const OVERRIDDEN = new Set(['PUT', 'PATCH', 'DELETE']);
  const stateChanging = () =>
    t.app.routeTable.filter(
      (route) =>
        route.access !== undefined && (route.method === 'POST' || OVERRIDDEN.has(route.method)),
    );

  /**
   * The spec's client sends PUT, PATCH and DELETE as POST with X-HTTP-Method-Override and `_method`
   * in the body (JSON) as well as the query; the param must never reach a route's validation.
   * Sent as the administrator so that every route gets as far as validating its input.
   */
  it('never refuses the _method param, on any route', async () => {
    const admin = t.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const routes = stateChanging();
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    // deletions last, so that they do not remove what the other routes address
    const ordered = [...routes].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const route of ordered) {
      const url = `${concreteUrl(route.url)}?_method=${route.method}`;
      const response = await admin.post(
        url,
        { _method: route.method },
        { headers: { 'x-http-method-override': route.method } },
      );
      const errors = (response.json() as { errors?: Record<string, unknown> }).errors ?? {};
      if (response.statusCode >= 500 || '_method' in errors)
        failures.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body}`);
      if (response.statusCode === 401) await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    }
    expect(failures).toEqual([]);
  });
});
