import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscription } from '@common/api/admin-billing';
import { createPlan, grantSubscription, signedInMember } from '../support/billing-factories';
import { buildUser } from '../support/factories';
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

const PATH = '/api/v1/admin/subscriptions';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe(`admin subscriptions on ${testDialect()}`, () => {
  it('grants a subscription through no gateway, shown with its member, plan and price', async () => {
    const plan = await createPlan(admin, { name: 'Granted plan' });
    const user = await buildUser(t.app, { name: 'Grace Granted' });
    const subscription = await grantSubscription(admin, user.id, plan, inDays(30));
    expect(subscription).toMatchObject({
      user: { id: user.id, name: 'Grace Granted', email: user.email, image: null },
      product_id: plan.id,
      product_name: 'Granted plan',
      price: plan.prices[0],
      gateway: 'none',
      gateway_id: null,
      status: 'active',
      valid: true,
      on_grace_period: false,
      renews_at: null,
      cancelled_at: null,
    });
    expect(subscription.ends_at).toBe(inDays(30).slice(0, 10) + subscription.ends_at!.slice(10));
    const shown = await admin.get(`${PATH}/${subscription.id}`);
    expect(shown.json().subscription).toEqual(subscription);
  });

  it('refuses a grant with a bad member, price or end, and a second valid one', async () => {
    const plan = await createPlan(admin);
    const other = await createPlan(admin);
    const bad = await admin.post(PATH, {
      user_id: 99_999_999,
      product_id: plan.id,
      price_id: other.prices[0]!.id,
      ends_at: '2001-01-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      user_id: ['The user does not exist.'],
      price_id: ['The price does not belong to this plan.'],
      ends_at: ['The end date must be in the future.'],
    });
    const user = await buildUser(t.app);
    await grantSubscription(admin, user.id, plan);
    const twice = await admin.post(PATH, {
      user_id: user.id,
      product_id: plan.id,
      price_id: plan.prices[0]!.id,
      ends_at: null,
    });
    expect(twice.json().errors).toEqual({
      user_id: ['This user already has a valid subscription.'],
    });
    const missing = await admin.post(PATH, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'price_id',
      'product_id',
      'user_id',
    ]);
  });

  it('cancels at the end, resumes, changes plan, extends, and cancels at once', async () => {
    const plan = await createPlan(admin);
    const other = await createPlan(admin);
    const user = await buildUser(t.app);
    const granted = await grantSubscription(admin, user.id, plan, inDays(10));

    const cancelled = await admin.post(`${PATH}/${granted.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      valid: true,
      on_grace_period: true,
      ends_at: granted.ends_at,
    });

    const resumed = await admin.post(`${PATH}/${granted.id}/resume`, {});
    expect(resumed.json().subscription).toMatchObject({
      status: 'active',
      on_grace_period: false,
      cancelled_at: null,
      ends_at: granted.ends_at,
    });
    const again = await admin.post(`${PATH}/${granted.id}/resume`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'Only a cancelled subscription that has not ended yet can be renewed.',
    );

    const changed = await admin.post(`${PATH}/${granted.id}/change-plan`, {
      productId: other.id,
      priceId: other.prices[1]!.id,
    });
    expect(changed.json().subscription).toMatchObject({
      product_id: other.id,
      price: other.prices[1],
    });
    const mismatched = await admin.post(`${PATH}/${granted.id}/change-plan`, {
      productId: plan.id,
      priceId: other.prices[0]!.id,
    });
    expect(mismatched.json().errors).toEqual({
      priceId: ['The price does not belong to this plan.'],
    });

    const extended = await admin.post(`${PATH}/${granted.id}/extend`, { ends_at: inDays(60) });
    expect(extended.json().subscription.ends_at).toBe(
      inDays(60).slice(0, 10) + extended.json().subscription.ends_at.slice(10),
    );
    const past = await admin.post(`${PATH}/${granted.id}/extend`, { ends_at: '2001-01-01' });
    expect(past.json().errors).toEqual({ ends_at: ['The end date must be in the future.'] });

    const ended = await admin.post(`${PATH}/${granted.id}/cancel`, { immediately: true });
    expect(ended.json().subscription).toMatchObject({ status: 'cancelled', valid: false });
    const afterEnd = await admin.post(`${PATH}/${granted.id}/cancel`, {});
    expect(afterEnd.statusCode).toBe(422);
    expect(afterEnd.json().message).toBe('This subscription has already ended.');
  });

  it('lists with filters: plan, status, gateway, member, search, renewal range, validity', async () => {
    const plan = await createPlan(admin);
    const first = await buildUser(t.app, { name: 'Filtered Fiona' });
    const second = await buildUser(t.app, { name: 'Other Olga' });
    const one = await grantSubscription(admin, first.id, plan);
    const two = await grantSubscription(admin, second.id, plan);
    await admin.post(`${PATH}/${two.id}/cancel`, { immediately: true });

    const ids = async (query: Record<string, string>) => {
      const response = await admin.get(PATH, { query: { product_id: String(plan.id), ...query } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as AdminSubscription[]).map((row) => row.id);
    };
    expect((await ids({})).sort()).toEqual([one.id, two.id].sort());
    expect(await ids({ status: 'cancelled' })).toEqual([two.id]);
    expect(await ids({ valid: '1' })).toEqual([one.id]);
    expect(await ids({ valid: '0' })).toEqual([two.id]);
    expect(await ids({ user_id: String(first.id) })).toEqual([one.id]);
    expect(await ids({ query: 'fiona' })).toEqual([one.id]);
    expect(await ids({ query: first.email.toUpperCase() })).toEqual([one.id]);
    expect(await ids({ gateway: 'stripe' })).toEqual([]);
    expect(await ids({ renews_from: '2000-01-01' })).toEqual([]);

    const bad = await admin.get(PATH, { query: { status: 'sleeping', gateway: 'cash' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['gateway', 'status']);
  });

  it('makes the admin users filter `subscribed` real', async () => {
    const plan = await createPlan(admin);
    const subscriber = await buildUser(t.app, { name: 'Subscribed Sam' });
    const plain = await buildUser(t.app, { name: 'Subscribed Not' });
    await grantSubscription(admin, subscriber.id, plan);
    const list = async (subscribed: string) => {
      const response = await admin.get('/api/v1/admin/users', {
        query: { subscribed, query: 'Subscribed', perPage: '100' },
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data as Array<{ id: number }>).map((row) => row.id);
    };
    expect(await list('1')).toEqual([subscriber.id]);
    expect(await list('0')).toEqual([plain.id]);
  });

  it('answers 404 for unknown ids, 422 for extending a gateway subscription only when one exists', async () => {
    expect((await admin.get(`${PATH}/99999999`)).statusCode).toBe(404);
    expect((await admin.get(`${PATH}/x`)).statusCode).toBe(404);
    expect((await admin.post(`${PATH}/99999999/cancel`, {})).statusCode).toBe(404);
    expect((await admin.post(`${PATH}/99999999/resume`, {})).statusCode).toBe(404);
    expect((await admin.post(`${PATH}/99999999/extend`, { ends_at: inDays(1) })).statusCode).toBe(
      404,
    );
  });

  it('refuses visitors (401) and members (403); subscriptions.update is enough', async () => {
    const guest = t.client();
    expect((await guest.get(PATH)).statusCode).toBe(401);
    const { client: member } = await signedInMember(t);
    expect((await member.get(PATH)).statusCode).toBe(403);
    expect((await member.post(PATH, {})).statusCode).toBe(403);
    const plan = await createPlan(admin);
    const { client: manager } = await signedInMember(t, { permissions: ['subscriptions.update'] });
    const user = await buildUser(t.app);
    const granted = await grantSubscription(manager, user.id, plan);
    expect((await manager.get(`${PATH}/${granted.id}`)).statusCode).toBe(200);
  });
});
