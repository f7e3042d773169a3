import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import type { BillingSubscription } from '@common/api/billing';
import { createPlan, MONTHLY, put, signedInMember } from '../support/billing-factories';
import { payOnHostedPage, stripeBillingApp } from '../support/billing-gateways';
import type { StripeStandIn } from '../support/stand-ins/stripe-stand-in';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let stripe: StripeStandIn;
let admin: TestClient;
let plan: AdminPlan;
beforeAll(async () => {
  ({ t, stripe } = await stripeBillingApp());
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  plan = await createPlan(admin, { name: 'Cinephile' });
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

const summaryUrl = (productId: number, priceId: number) =>
  `/api/v1/billing/checkout/${productId}/${priceId}`;

/** Starts a Stripe checkout as `client`, pays on the stand-in and answers the session id. */
async function payWithStripe(
  client: TestClient,
  productId = plan.id,
  priceId = plan.prices[0]!.id,
) {
  const started = await client.post('/api/v1/billing/checkout/stripe', { productId, priceId });
  expect(started.statusCode, started.body).toBe(200);
  const back = await payOnHostedPage(started.json().redirectUrl);
  expect(back.pathname).toBe(`/checkout/${productId}/${priceId}/stripe/done`);
  return back.searchParams.get('session_id')!;
}

describe(`plans synced to Stripe on ${testDialect()}`, () => {
  it('creates the plan and its prices at Stripe on save and stores their ids', async () => {
    expect(plan.stripe_id).toMatch(/^prod_/);
    const product = stripe.state.get('product', plan.stripe_id!);
    expect(product?.name).toBe('Cinephile');
    const prices = await t.app.services.db
      .selectFrom('prices')
      .select(['id', 'stripe_id'])
      .where('product_id', '=', plan.id)
      .orderBy('id')
      .execute();
    expect(prices.map((price) => stripe.state.get('price', price.stripe_id!)?.unit_amount)).toEqual(
      [999, 9990],
    );
  });

  it('stores nothing and answers 502 when Stripe fails', async () => {
    const count = async () =>
      (await t.app.services.db.selectFrom('products').select('id').execute()).length;
    const before = await count();
    stripe.failNextRequest(1);
    const refused = await admin.post('/api/v1/admin/plans', { name: 'Outage', prices: [MONTHLY] });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: expect.stringContaining('Stripe'), errors: {} });
    expect(await count()).toBe(before);

    stripe.failNextRequest(1);
    const update = await put(admin, `/api/v1/admin/plans/${plan.id}`, { name: 'Renamed' });
    expect(update.statusCode).toBe(502);
    expect((await admin.get(`/api/v1/admin/plans/${plan.id}`)).json().plan.name).toBe('Cinephile');
  });
});

describe(`checkout with Stripe on ${testDialect()}`, () => {
  it('shows what the checkout is for and the gateways that can take it', async () => {
    const { client } = await signedInMember(t);
    const summary = await client.get(summaryUrl(plan.id, plan.prices[1]!.id));
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      product: expect.objectContaining({ id: plan.id, name: 'Cinephile' }),
      price: plan.prices[1],
      gateways: ['stripe'],
    });
  });

  it('answers 404 for a hidden, free or unknown plan or a price of another plan; 401 for visitors', async () => {
    const { client } = await signedInMember(t);
    const hidden = await createPlan(admin, { hidden: true });
    const free = await createPlan(admin, { free: true, prices: [{ ...MONTHLY, amount: 0 }] });
    for (const [productId, priceId] of [
      [hidden.id, hidden.prices[0]!.id],
      [free.id, free.prices[0]!.id],
      [99_999_999, plan.prices[0]!.id],
      [plan.id, free.prices[0]!.id],
    ] as const) {
      expect((await client.get(summaryUrl(productId, priceId))).statusCode).toBe(404);
    }
    expect((await client.get('/api/v1/billing/checkout/abc/1')).statusCode).toBe(404);
    expect((await t.client().get(summaryUrl(plan.id, plan.prices[0]!.id))).statusCode).toBe(401);
    expect(
      (await t.client().post('/api/v1/billing/checkout/stripe', { productId: 1, priceId: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it('subscribes through Stripe Checkout; the confirmation is idempotent and decided by Stripe', async () => {
    const { user, client } = await signedInMember(t);
    const sessionId = await payWithStripe(client);

    const confirmed = await client.post('/api/v1/billing/checkout/stripe/confirm', { sessionId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const subscription = confirmed.json().subscription as BillingSubscription;
    expect(subscription).toMatchObject({
      gateway: 'stripe',
      status: 'active',
      valid: true,
      active: true,
      on_grace_period: false,
      ends_at: null,
      product: { id: plan.id },
      price: plan.prices[0],
      payment_method: { type: 'card', last4: expect.any(String) },
    });
    expect(subscription.renews_at! > new Date().toISOString()).toBe(true);

    const again = await client.post('/api/v1/billing/checkout/stripe/confirm', { sessionId });
    expect(again.json().subscription.id).toBe(subscription.id);
    const rows = await t.app.services.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.gateway_id).toMatch(/^sub_/);

    const me = (await client.get('/api/v1/users/me')).json().user;
    expect(me.subscriptions).toEqual([{ id: subscription.id, valid: true, active: true }]);
    const subscribed = await client.get(summaryUrl(plan.id, plan.prices[0]!.id));
    expect(subscribed.statusCode).toBe(409);
    const restart = await client.post('/api/v1/billing/checkout/stripe', {
      productId: plan.id,
      priceId: plan.prices[0]!.id,
    });
    expect(restart.statusCode).toBe(409);
  });

  it('refuses a session of another member and one not paid yet', async () => {
    const first = await signedInMember(t);
    const second = await signedInMember(t);
    const sessionId = await payWithStripe(first.client);
    const stolen = await second.client.post('/api/v1/billing/checkout/stripe/confirm', {
      sessionId,
    });
    expect(stolen.statusCode).toBe(422);
    expect((await second.client.get('/api/v1/users/me')).json().user.subscriptions).toEqual([]);

    const third = await signedInMember(t);
    const started = await third.client.post('/api/v1/billing/checkout/stripe', {
      productId: plan.id,
      priceId: plan.prices[0]!.id,
    });
    const unpaid = stripe.state
      .sessions()
      .find((session) => session.url === started.json().redirectUrl)!;
    const early = await third.client.post('/api/v1/billing/checkout/stripe/confirm', {
      sessionId: unpaid.id,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ sessionId: ['The payment has not been completed.'] });
    const missing = await third.client.post('/api/v1/billing/checkout/stripe/confirm', {});
    expect(missing.json().errors).toEqual({ sessionId: ['The session id field is required.'] });
  });

  it('reuses the member’s Stripe customer for a later checkout', async () => {
    const { user, client } = await signedInMember(t);
    await client.post('/api/v1/billing/checkout/stripe/confirm', {
      sessionId: await payWithStripe(client),
    });
    const [row] = await t.app.services.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    await admin.post(`/api/v1/admin/subscriptions/${row!.id}/cancel`, { immediately: true });
    const started = await client.post('/api/v1/billing/checkout/stripe', {
      productId: plan.id,
      priceId: plan.prices[0]!.id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const session = stripe.state
      .sessions()
      .find((candidate) => candidate.url === started.json().redirectUrl)!;
    expect(session.customer).toBe(row!.gateway_customer_id);
  });

  it('says when no gateway can take the payment: billing off, or the gateway not configured', async () => {
    const { client } = await signedInMember(t);
    await t.app.services.settings.save({ 'billing.enable': false });
    try {
      const summary = await client.get(summaryUrl(plan.id, plan.prices[0]!.id));
      expect(summary.json().gateways).toEqual([]);
      const paypal = await client.post('/api/v1/billing/checkout/stripe', {
        productId: plan.id,
        priceId: plan.prices[0]!.id,
      });
      expect(paypal.statusCode).toBe(422);
      expect(paypal.json().message).toBe('Stripe is not available for this plan.');
    } finally {
      await t.app.services.settings.save({ 'billing.enable': true });
    }
    const paypal = await client.post('/api/v1/billing/checkout/paypal', {
      productId: plan.id,
      priceId: plan.prices[0]!.id,
    });
    expect(paypal.statusCode).toBe(422);
    expect(paypal.json().message).toBe('PayPal is not available for this plan.');
  });

  it('answers 502 when Stripe cannot be reached at the start, and records nothing', async () => {
    const { user, client } = await signedInMember(t);
    stripe.failNextRequest(1);
    const started = await client.post('/api/v1/billing/checkout/stripe', {
      productId: plan.id,
      priceId: plan.prices[0]!.id,
    });
    expect(started.statusCode).toBe(502);
    expect(started.json().errors).toEqual({});
    const rows = await t.app.services.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
