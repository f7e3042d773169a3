import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import type { BillingSubscription, Invoice } from '@common/api/billing';
import { createPlan, grantSubscription, signedInMember } from '../support/billing-factories';
import { payOnHostedPage, stripeBillingApp } from '../support/billing-gateways';
import type { StripeStandIn } from '../support/stand-ins/stripe-stand-in';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let stripe: StripeStandIn;
let admin: TestClient;
let basic: AdminPlan;
let premium: AdminPlan;
beforeAll(async () => {
  ({ t, stripe } = await stripeBillingApp());
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  basic = await createPlan(admin, { name: 'Basic' });
  premium = await createPlan(admin, {
    name: 'Premium',
    prices: [{ amount: 1999, currency: 'USD', interval: 'month', interval_count: 1 }],
  });
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

/** A member subscribed to Basic through Stripe Checkout. */
async function stripeSubscriber() {
  const member = await signedInMember(t);
  const started = await member.client.post('/api/v1/billing/checkout/stripe', {
    productId: basic.id,
    priceId: basic.prices[0]!.id,
  });
  const back = await payOnHostedPage(started.json().redirectUrl);
  const confirmed = await member.client.post('/api/v1/billing/checkout/stripe/confirm', {
    sessionId: back.searchParams.get('session_id'),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...member, subscription: confirmed.json().subscription as BillingSubscription };
}

const current = async (client: TestClient) => {
  const response = await client.get('/api/v1/billing/subscription');
  expect(response.statusCode).toBe(200);
  return response.json().subscription as BillingSubscription | null;
};

describe(`the billing area on ${testDialect()}`, () => {
  it('shows no subscription to a member without one, and refuses visitors', async () => {
    const { client } = await signedInMember(t);
    expect(await current(client)).toBeNull();
    expect((await client.get('/api/v1/billing/invoices')).json().data).toEqual([]);
    const guest = t.client();
    for (const url of ['/api/v1/billing/subscription', '/api/v1/billing/invoices']) {
      expect((await guest.get(url)).statusCode).toBe(401);
    }
    expect((await guest.post('/api/v1/billing/subscription/cancel', {})).statusCode).toBe(401);
  });

  it('keeps each member to their own subscription and invoices', async () => {
    const a = await stripeSubscriber();
    const b = await stripeSubscriber();
    expect((await current(a.client))!.id).toBe(a.subscription.id);
    expect((await current(b.client))!.id).toBe(b.subscription.id);
    // invoices arrive by webhook; record one for B as Stripe reported it
    await stripe.renew(stripe.state.subscriptions().at(-1)!.id);
    const invoice = stripe.state.invoices().at(-1)!;
    await t.app.services.db
      .insertInto('invoices')
      .values({
        user_id: b.user.id,
        subscription_id: b.subscription.id,
        gateway: 'stripe',
        gateway_id: invoice.id,
        number: invoice.number,
        amount: invoice.amount_paid,
        currency: 'USD',
        status: 'paid',
        pdf_url: invoice.invoice_pdf,
        paid_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const mine = (await b.client.get('/api/v1/billing/invoices')).json().data as Invoice[];
    expect(mine).toHaveLength(1);
    expect((await a.client.get('/api/v1/billing/invoices')).json().data).toEqual([]);
    const theirs = await a.client.get(`/api/v1/billing/invoices/${mine[0]!.id}/download`);
    expect(theirs.statusCode).toBe(404);
    const download = await b.client.get(`/api/v1/billing/invoices/${mine[0]!.id}/download`);
    expect(download.statusCode).toBe(302);
    expect(download.headers.location).toBe(invoice.invoice_pdf);
  });

  it('renders a receipt for an invoice without the gateway’s document', async () => {
    const { user, client } = await signedInMember(t);
    const granted = await grantSubscription(admin, user.id, basic);
    const [row] = await t.app.services.db
      .insertInto('invoices')
      .values({
        user_id: user.id,
        subscription_id: granted.id,
        gateway: 'none',
        gateway_id: `manual-${granted.id}`,
        number: 'INV-0042',
        amount: 1999,
        currency: 'EUR',
        status: 'paid',
        pdf_url: null,
        paid_at: '2026-11-01T10:00:00.000Z',
        created_at: '2026-11-01T10:00:00.000Z',
      })
      .returning('id')
      .execute();
    const response = await client.get(`/api/v1/billing/invoices/${row!.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="receipt-INV-0042.txt"',
    );
    expect(response.body).toContain('Cinedex');
    expect(response.body).toContain('Number: INV-0042');
    expect(response.body).toContain('Date: 2026-11-01');
    expect(response.body).toContain('Plan: Basic');
    expect(response.body).toContain('Amount: €19.99');
    expect((await client.get('/api/v1/billing/invoices/999999/download')).statusCode).toBe(404);
  });

  it('cancels at the end of the period, then renews', async () => {
    const { client, subscription } = await stripeSubscriber();
    const cancelled = await client.post('/api/v1/billing/subscription/cancel', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      valid: true,
      active: false,
      on_grace_period: true,
      renews_at: null,
      ends_at: subscription.renews_at,
    });
    const renewed = await client.post('/api/v1/billing/subscription/renew', {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().subscription).toMatchObject({
      status: 'active',
      active: true,
      on_grace_period: false,
      renews_at: subscription.renews_at,
      ends_at: null,
    });
    const again = await client.post('/api/v1/billing/subscription/renew', {});
    expect(again.statusCode).toBe(422);
  });

  it('refuses to renew once the subscription has ended', async () => {
    const { user, client } = await signedInMember(t);
    const granted = await grantSubscription(admin, user.id, basic);
    await admin.post(`/api/v1/admin/subscriptions/${granted.id}/cancel`, { immediately: true });
    const response = await client.post('/api/v1/billing/subscription/renew', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Only a cancelled subscription that has not ended yet can be renewed.',
      errors: {},
    });
    expect((await client.post('/api/v1/billing/subscription/cancel', {})).statusCode).toBe(404);
  });

  it('previews a plan change with the stand-in’s prorated amount, then changes the plan', async () => {
    const { client, subscription } = await stripeSubscriber();
    const choice = { productId: String(premium.id), priceId: String(premium.prices[0]!.id) };
    const preview = await client.get('/api/v1/billing/change-plan/preview', { query: choice });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      product: { id: premium.id },
      price: premium.prices[0],
      currency: 'USD',
    });
    const quoted = preview.json().amount_due as number;
    expect(Number.isInteger(quoted)).toBe(true);
    expect(quoted).toBeGreaterThan(0);
    expect(quoted).toBeLessThanOrEqual(1999 - 999);

    const changed = await client.post('/api/v1/billing/change-plan', {
      productId: premium.id,
      priceId: premium.prices[0]!.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      id: subscription.id,
      product: { id: premium.id },
      price: premium.prices[0],
    });
    const charged = stripe.state.invoices().at(-1)!;
    expect(charged.amount_due).toBe(quoted);

    const same = await client.get('/api/v1/billing/change-plan/preview', { query: choice });
    expect(same.statusCode).toBe(422);
    const bad = await client.get('/api/v1/billing/change-plan/preview', {
      query: { productId: String(basic.id), priceId: String(premium.prices[0]!.id) },
    });
    expect(bad.statusCode).toBe(404);
  });

  it('changes the card through a Stripe setup page; a granted subscription has none to change', async () => {
    const { client } = await stripeSubscriber();
    const session = await client.post('/api/v1/billing/payment-method/session', {});
    expect(session.statusCode, session.body).toBe(200);
    const back = await payOnHostedPage(session.json().redirectUrl, '5555555555554444');
    expect(back.pathname).toBe('/billing/change-payment-method/done');
    const confirmed = await client.post('/api/v1/billing/payment-method/confirm', {
      sessionId: back.searchParams.get('session_id'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().subscription.payment_method).toMatchObject({
      type: 'card',
      last4: '4444',
    });

    const { user, client: grantee } = await signedInMember(t);
    await grantSubscription(admin, user.id, basic);
    const refused = await grantee.post('/api/v1/billing/payment-method/session', {});
    expect(refused.statusCode).toBe(422);
    expect((await current(grantee))!.payment_method).toBeNull();
  });

  it('answers 502 and changes nothing when Stripe is down', async () => {
    const { client } = await stripeSubscriber();
    const before = await current(client);
    stripe.failNextRequest(1);
    const cancel = await client.post('/api/v1/billing/subscription/cancel', {});
    expect(cancel.statusCode).toBe(502);
    expect(cancel.json()).toEqual({ message: expect.stringContaining('Stripe'), errors: {} });
    stripe.failNextRequest(1);
    const change = await client.post('/api/v1/billing/change-plan', {
      productId: premium.id,
      priceId: premium.prices[0]!.id,
    });
    expect(change.statusCode).toBe(502);
    expect(await current(client)).toEqual(before);
  });
});

describe(`an administrator acting on a Stripe subscription on ${testDialect()}`, () => {
  const path = (id: number, action: string) => `/api/v1/admin/subscriptions/${id}/${action}`;

  it('cancels, resumes and changes the plan through Stripe, and cannot extend it', async () => {
    const { subscription } = await stripeSubscriber();
    const cancelled = await admin.post(path(subscription.id, 'cancel'), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      on_grace_period: true,
    });
    const gatewayId = cancelled.json().subscription.gateway_id as string;
    expect(stripe.state.get('subscription', gatewayId)?.cancel_at_period_end).toBe(true);

    const resumed = await admin.post(path(subscription.id, 'resume'), {});
    expect(resumed.json().subscription.status).toBe('active');
    expect(stripe.state.get('subscription', gatewayId)?.cancel_at_period_end).toBe(false);

    const changed = await admin.post(path(subscription.id, 'change-plan'), {
      productId: premium.id,
      priceId: premium.prices[0]!.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      product_id: premium.id,
      price: premium.prices[0],
    });
    const premiumPrice = await t.app.services.db
      .selectFrom('prices')
      .select('stripe_id')
      .where('id', '=', premium.prices[0]!.id)
      .executeTakeFirstOrThrow();
    const items = stripe.state.get('subscription', gatewayId)!.items.data;
    expect(items[0]!.price.id).toBe(premiumPrice.stripe_id);

    const extended = await admin.post(path(subscription.id, 'extend'), {
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(extended.statusCode).toBe(422);
  });

  it('answers 502 and leaves the subscription as it was when Stripe is down', async () => {
    const { subscription } = await stripeSubscriber();
    const before = (await admin.get(`/api/v1/admin/subscriptions/${subscription.id}`)).json();
    stripe.failNextRequest(1);
    const response = await admin.post(path(subscription.id, 'cancel'), { immediately: true });
    expect(response.statusCode).toBe(502);
    const after = (await admin.get(`/api/v1/admin/subscriptions/${subscription.id}`)).json();
    expect(after).toEqual(before);
  });

  it('refuses a member moving to a free plan with a clear message', async () => {
    const free = await createPlan(admin, {
      free: true,
      prices: [{ amount: 0, currency: 'USD', interval: 'month', interval_count: 1 }],
    });
    const { client } = await stripeSubscriber();
    const response = await client.post('/api/v1/billing/change-plan', {
      productId: free.id,
      priceId: free.prices[0]!.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'A free plan needs no subscription: cancel yours to move to it when the period ends.',
    );
  });
});

describe('the billing rate limit', () => {
  it('limits a member’s billing actions (RATE_LIMITS billing)', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: '{"billing":{"max":2}}' } });
    try {
      const boss = limited.client();
      await boss.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const plan = await createPlan(boss);
      const { user, client } = await signedInMember(limited);
      await grantSubscription(boss, user.id, plan);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await client.post('/api/v1/billing/subscription/renew', {})).statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
