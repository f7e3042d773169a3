import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import {
  createPlan,
  del,
  grantSubscription,
  MONTHLY,
  put,
  signedInMember,
  YEARLY,
} from '../support/billing-factories';
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

const PATH = '/api/v1/admin/plans';

describe(`admin plans on ${testDialect()}`, () => {
  it('creates a plan with prices, features and permissions, unsynced without gateways', async () => {
    const plan = await createPlan(admin, {
      name: 'Pro',
      description: 'For film buffs',
      recommended: true,
      feature_list: ['Unlimited lists', '', 'No ads'],
      position: 2,
      permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: 500 }] }],
    });
    expect(plan).toMatchObject({
      name: 'Pro',
      description: 'For film buffs',
      hidden: false,
      free: false,
      recommended: true,
      default: false,
      feature_list: ['Unlimited lists', 'No ads'],
      position: 2,
      stripe_id: null,
      paypal_id: null,
      subscriptions_count: 0,
      permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: 500 }] }],
    });
    expect(plan.prices).toEqual([
      { id: expect.any(Number), ...MONTHLY },
      { id: expect.any(Number), ...YEARLY },
    ]);
    const shown = await admin.get(`${PATH}/${plan.id}`);
    expect(shown.json().plan).toEqual(plan);
    const moved = await put(admin, `${PATH}/${plan.id}`, { position: 3 });
    expect(moved.json().plan).toMatchObject({ position: 3, description: 'For film buffs' });
    const cleared = await put(admin, `${PATH}/${plan.id}`, { description: '' });
    expect(cleared.json().plan.description).toBeNull();
  });

  it('answers 422 with field messages for bad input', async () => {
    const missing = await admin.post(PATH, { prices: [MONTHLY] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['The name field is required.'] });

    const bad = await admin.post(PATH, {
      name: 'Bad',
      prices: [{ amount: -1, currency: 'dollars', interval: 'week', interval_count: 0 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'prices.0.amount': ['The amount must be at least 0.'],
      'prices.0.currency': ['The currency must be a 3-letter code.'],
      'prices.0.interval': ['The interval must be day, month or year.'],
      'prices.0.interval_count': ['The interval count must be at least 1.'],
    });

    const fractional = await admin.post(PATH, {
      name: 'Cents',
      prices: [{ ...MONTHLY, amount: 9.99 }],
    });
    expect(fractional.json().errors).toEqual({
      'prices.0.amount': ['The amount must be a whole number of cents.'],
    });

    const unpriced = await admin.post(PATH, { name: 'Paid', prices: [] });
    expect(unpriced.statusCode).toBe(422);
    expect(unpriced.json()).toEqual({
      message: 'A plan that is not free needs at least one price.',
      errors: { prices: ['A plan that is not free needs at least one price.'] },
    });

    const paidDefault = await admin.post(PATH, { name: 'Paid', prices: [MONTHLY], default: true });
    expect(paidDefault.json().errors).toEqual({
      default: ['Only a free plan can be the default plan.'],
    });

    const unknownPermission = await admin.post(PATH, {
      name: 'Perm',
      prices: [MONTHLY],
      permissions: [{ name: 'nope.nothing', restrictions: [] }],
    });
    expect(unknownPermission.statusCode).toBe(422);
    expect(unknownPermission.json().errors).toEqual({
      permissions: ['The permission nope.nothing does not exist.'],
    });
  });

  it('stores the currency upper case', async () => {
    const plan = await createPlan(admin, { prices: [{ ...MONTHLY, currency: 'eur' }] });
    expect(plan.prices[0]!.currency).toBe('EUR');
  });

  it('keeps one default plan, which must be free', async () => {
    const first = await createPlan(admin, { free: true, default: true, prices: [] });
    const second = await createPlan(admin, { free: true, default: true, prices: [] });
    expect(second.default).toBe(true);
    expect((await admin.get(`${PATH}/${first.id}`)).json().plan.default).toBe(false);
    const unfree = await put(admin, `${PATH}/${second.id}`, { free: false, prices: [MONTHLY] });
    expect(unfree.statusCode).toBe(422);
    expect(unfree.json().errors).toEqual({
      default: ['Only a free plan can be the default plan.'],
    });
  });

  it('archives a changed price and makes a new one; an unchanged price keeps its id', async () => {
    const plan = await createPlan(admin);
    const [monthly, yearly] = plan.prices;
    const response = await put(admin, `${PATH}/${plan.id}`, {
      name: 'Renamed',
      prices: [
        { id: monthly!.id, ...MONTHLY },
        { id: yearly!.id, ...YEARLY, amount: 8990 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().plan as AdminPlan;
    expect(updated.name).toBe('Renamed');
    expect(updated.prices[0]).toEqual(monthly);
    expect(updated.prices[1]!.id).not.toBe(yearly!.id);
    expect(updated.prices[1]!.amount).toBe(8990);
    const archived = await t.app.services.db
      .selectFrom('prices')
      .select(['id', 'archived_at'])
      .where('id', '=', yearly!.id)
      .executeTakeFirstOrThrow();
    expect(archived.archived_at).not.toBeNull();
  });

  it('keeps a subscriber on the price they pay when it changes', async () => {
    const plan = await createPlan(admin);
    const { user } = await signedInMember(t);
    const subscription = await grantSubscription(admin, user.id, plan);
    await put(admin, `${PATH}/${plan.id}`, { prices: [{ ...MONTHLY, amount: 1299 }] });
    const shown = await admin.get(`/api/v1/admin/subscriptions/${subscription.id}`);
    expect(shown.json().subscription.price).toEqual(plan.prices[0]);
    expect((await admin.get(`${PATH}/${plan.id}`)).json().plan.subscriptions_count).toBe(1);
  });

  it('refuses a price id of another plan', async () => {
    const plan = await createPlan(admin);
    const other = await createPlan(admin);
    const response = await put(admin, `${PATH}/${plan.id}`, {
      prices: [{ id: other.prices[0]!.id, ...MONTHLY }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      prices: [`The price ${other.prices[0]!.id} does not belong to this plan.`],
    });
  });

  it('lists plans by position, searches and filters by ids', async () => {
    const plan = await createPlan(admin, { name: 'Searchable Zebra' });
    const found = await admin.get(PATH, { query: { query: 'zebra' } });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((p: AdminPlan) => p.id)).toEqual([plan.id]);
    const byIds = await admin.get(PATH, { query: { ids: String(plan.id) } });
    expect(byIds.json().total).toBe(1);
    const bad = await admin.get(PATH, { query: { orderBy: 'secret' } });
    expect(bad.statusCode).toBe(422);
  });

  it('deletes a plan without valid subscriptions, refuses one with them (409)', async () => {
    const plan = await createPlan(admin);
    const { user } = await signedInMember(t);
    await grantSubscription(admin, user.id, plan);
    const refused = await del(admin, `${PATH}/${plan.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A plan with valid subscriptions cannot be deleted.',
      errors: {},
    });

    const free = await createPlan(admin);
    const deleted = await del(admin, `${PATH}/${free.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`${PATH}/${free.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.get(`${PATH}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${PATH}/abc`)).statusCode).toBe(404);
    expect((await put(admin, `${PATH}/999999`, { name: 'x' })).statusCode).toBe(404);
    expect((await del(admin, `${PATH}/999999`)).statusCode).toBe(404);
  });

  it('refuses visitors (401) and members (403); plans.update is enough', async () => {
    const guest = t.client();
    expect((await guest.get(PATH)).statusCode).toBe(401);
    expect((await guest.post(PATH, { name: 'x' })).statusCode).toBe(401);
    const { client: member } = await signedInMember(t);
    expect((await member.get(PATH)).statusCode).toBe(403);
    expect((await member.post(PATH, { name: 'x', prices: [MONTHLY] })).statusCode).toBe(403);
    const { client: manager } = await signedInMember(t, { permissions: ['plans.update'] });
    expect((await manager.get(PATH)).statusCode).toBe(200);
    const created = await createPlan(manager);
    expect((await del(manager, `${PATH}/${created.id}`)).statusCode).toBe(200);
  });
});
