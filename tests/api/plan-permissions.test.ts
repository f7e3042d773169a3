import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantedPermission } from '@common/permissions/permission';
import { createPlan, grantSubscription, signedInMember } from '../support/billing-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

interface Me {
  permissions: GrantedPermission[];
  subscriptions: Array<{ id: number; valid: boolean; active: boolean }>;
}

async function me(client: TestClient): Promise<Me> {
  const response = await client.get('/api/v1/users/me');
  expect(response.statusCode).toBe(200);
  return response.json().user as Me;
}

const permission = (user: Me, name: string) => user.permissions.find((p) => p.name === name);

describe(`permissions that come with a plan on ${testDialect()}`, () => {
  it('grants the plan’s permissions with a valid subscription and takes them back when it ends', async () => {
    const plan = await createPlan(admin, {
      permissions: [{ name: 'reports.view', restrictions: [] }],
    });
    const { user, client } = await signedInMember(t);
    expect(permission(await me(client), 'reports.view')).toBeUndefined();
    expect((await me(client)).subscriptions).toEqual([]);

    const subscription = await grantSubscription(admin, user.id, plan);
    const subscribed = await me(client);
    expect(permission(subscribed, 'reports.view')).toEqual({
      name: 'reports.view',
      restrictions: [],
    });
    expect(subscribed.subscriptions).toEqual([{ id: subscription.id, valid: true, active: true }]);
    // the permission opens the routes it guards
    expect((await client.get('/api/v1/admin/reports/visitors')).statusCode).not.toBe(403);

    await admin.post(`/api/v1/admin/subscriptions/${subscription.id}/cancel`, {
      immediately: true,
    });
    const ended = await me(client);
    expect(permission(ended, 'reports.view')).toBeUndefined();
    expect(ended.subscriptions).toEqual([{ id: subscription.id, valid: false, active: false }]);
  });

  it('keeps the permissions of a subscription cancelled at its end until then, not after', async () => {
    const plan = await createPlan(admin, {
      permissions: [{ name: 'reports.view', restrictions: [] }],
    });
    const { user, client } = await signedInMember(t);
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const subscription = await grantSubscription(admin, user.id, plan, soon);
    await admin.post(`/api/v1/admin/subscriptions/${subscription.id}/cancel`, {});
    const grace = await me(client);
    expect(permission(grace, 'reports.view')).toBeDefined();
    expect(grace.subscriptions).toEqual([{ id: subscription.id, valid: true, active: false }]);

    // its end passes: checked when read, nothing has to run
    await t.app.services.db
      .updateTable('subscriptions')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', subscription.id)
      .execute();
    expect(permission(await me(client), 'reports.view')).toBeUndefined();
  });

  it('gives members without a subscription the default free plan’s permissions', async () => {
    await createPlan(admin, {
      free: true,
      default: true,
      prices: [],
      permissions: [{ name: 'files.create', restrictions: [{ name: 'space', value: 10 }] }],
    });
    const paid = await createPlan(admin, {
      permissions: [{ name: 'reports.view', restrictions: [] }],
    });
    const { user, client } = await signedInMember(t);
    expect(permission(await me(client), 'files.create')).toEqual({
      name: 'files.create',
      restrictions: [{ name: 'space', value: 10 }],
    });
    // a subscriber holds their plan instead
    await grantSubscription(admin, user.id, paid);
    const subscribed = await me(client);
    expect(permission(subscribed, 'files.create')).toBeUndefined();
    expect(permission(subscribed, 'reports.view')).toBeDefined();
    // visitors hold no plan
    const guest = await t.client().get('/api/v1/users/me');
    expect(guest.statusCode).toBe(401);
  });

  it('merges restrictions with the roles’: the most generous wins', async () => {
    // the default role grants lists.create with count 50
    const bigger = await createPlan(admin, {
      permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: 500 }] }],
    });
    const smaller = await createPlan(admin, {
      permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: 5 }] }],
    });
    const first = await signedInMember(t);
    await grantSubscription(admin, first.user.id, bigger);
    expect(permission(await me(first.client), 'lists.create')).toEqual({
      name: 'lists.create',
      restrictions: [{ name: 'count', value: 500 }],
    });
    const second = await signedInMember(t);
    await grantSubscription(admin, second.user.id, smaller);
    expect(permission(await me(second.client), 'lists.create')).toEqual({
      name: 'lists.create',
      restrictions: [{ name: 'count', value: 50 }],
    });
  });

  it('changes what subscribers hold when the plan’s permissions change', async () => {
    const plan = await createPlan(admin, { permissions: [] });
    const { user, client } = await signedInMember(t);
    await grantSubscription(admin, user.id, plan);
    expect(permission(await me(client), 'reports.view')).toBeUndefined();
    await admin.send('PUT', `/api/v1/admin/plans/${plan.id}`, {
      body: { permissions: [{ name: 'reports.view', restrictions: [] }] },
    });
    expect(permission(await me(client), 'reports.view')).toBeDefined();
  });
});
