import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@common/api/billing';
import { createPlan, MONTHLY, put, YEARLY } from '../support/billing-factories';
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

describe(`GET billing/products on ${testDialect()}`, () => {
  it('lists the visible plans by position with their current prices, for visitors too', async () => {
    const second = await createPlan(admin, { name: 'Second', position: 2 });
    const first = await createPlan(admin, {
      name: 'First',
      position: 1,
      free: true,
      prices: [{ ...MONTHLY, amount: 0 }],
      feature_list: ['Rate titles'],
    });
    await createPlan(admin, { name: 'Hidden', position: 0, hidden: true });
    await put(admin, `/api/v1/admin/plans/${second.id}`, {
      prices: [
        { id: second.prices[0]!.id, ...MONTHLY },
        { ...YEARLY, amount: 9000 },
      ],
    });

    const response = await t.client().get('/api/v1/billing/products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 15, total: 2, from: 1, to: 2 });
    const products = body.data as Product[];
    expect(products.map((product) => product.name)).toEqual(['First', 'Second']);
    expect(products[0]).toEqual({
      id: first.id,
      name: 'First',
      description: null,
      hidden: false,
      free: true,
      recommended: false,
      feature_list: ['Rate titles'],
      position: 1,
      prices: [{ id: first.prices[0]!.id, ...MONTHLY, amount: 0 }],
    });
    expect(products[1]!.prices.map((price) => price.amount)).toEqual([999, 9000]);
    expect(products[1]).not.toHaveProperty('permissions');
  });

  it('paginates and refuses a bad page', async () => {
    const page = await t.client().get('/api/v1/billing/products', { query: { perPage: '1' } });
    expect(page.json().data).toHaveLength(1);
    const bad = await t.client().get('/api/v1/billing/products', { query: { page: '0' } });
    expect(bad.statusCode).toBe(422);
  });
});
