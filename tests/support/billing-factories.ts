import { expect } from 'vitest';
import type { AdminPlan, AdminSubscription } from '@common/api/admin-billing';
import { buildUser, type BuildUserOptions } from './factories';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

let sequence = 0;

export const MONTHLY = { amount: 999, currency: 'USD', interval: 'month', interval_count: 1 };
export const YEARLY = { amount: 9990, currency: 'USD', interval: 'year', interval_count: 1 };

/** A plan saved through the admin API (the client must hold plans.update). */
export async function createPlan(
  admin: TestClient,
  fields: Record<string, unknown> = {},
): Promise<AdminPlan> {
  const response = await admin.post('/api/v1/admin/plans', {
    name: `Plan ${++sequence} ${Date.now()}`,
    prices: [MONTHLY, YEARLY],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().plan as AdminPlan;
}

/** A subscription an administrator grants (gateway none). */
export async function grantSubscription(
  admin: TestClient,
  userId: number,
  plan: AdminPlan,
  endsAt: string | null = null,
): Promise<AdminSubscription> {
  const response = await admin.post('/api/v1/admin/subscriptions', {
    user_id: userId,
    product_id: plan.id,
    price_id: plan.prices[0]!.id,
    ends_at: endsAt,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().subscription as AdminSubscription;
}

/** A member in the database and a client signed in as them. */
export async function signedInMember(t: TestApp, options: BuildUserOptions = {}) {
  const user = await buildUser(t.app, options);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

export const put = (client: TestClient, url: string, body: unknown) =>
  client.send('PUT', url, { body });
export const del = (client: TestClient, url: string) => client.send('DELETE', url);
