import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import type { BillingSubscription, Invoice } from '@common/api/billing';
import { createPlan, signedInMember } from '../support/billing-factories';
import {
  paypalBillingApp,
  payOnHostedPage,
  receivePaypalWebhooks,
} from '../support/billing-gateways';
import type { PaypalStandIn } from '../support/stand-ins/paypal-stand-in';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let paypal: PaypalStandIn;
let admin: TestClient;
let plan: AdminPlan;
const WEBHOOK = '/api/v1/billing/webhooks/paypal';

beforeAll(async () => {
  ({ t, paypal } = await paypalBillingApp());
  await receivePaypalWebhooks(t, paypal);
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  plan = await createPlan(admin, { name: 'PayPal plan' });
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});

/** Starts a PayPal checkout as `client`, approves it on the stand-in; answers the return URL. */
async function approveWithPaypal(client: TestClient) {
  const started = await client.post('/api/v1/billing/checkout/paypal', {
    productId: plan.id,
    priceId: plan.prices[0]!.id,
  });
  expect(started.statusCode, started.body).toBe(200);
  return payOnHostedPage(started.json().redirectUrl);
}

async function paypalSubscriber() {
  const member = await signedInMember(t);
  const back = await approveWithPaypal(member.client);
  const confirmed = await member.client.post('/api/v1/billing/checkout/paypal/confirm', {
    subscriptionId: back.searchParams.get('subscription_id'),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...member, subscription: confirmed.json().subscription as BillingSubscription };
}

const gatewayIdOf = async (id: number) =>
  (
    await t.app.services.db
      .selectFrom('subscriptions')
      .select('gateway_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).gateway_id!;

describe(`PayPal checkout on ${testDialect()}`, () => {
  it('syncs the plan to PayPal: a product and a billing plan per price', async () => {
    expect(plan.paypal_id).toBeTruthy();
    const prices = await t.app.services.db
      .selectFrom('prices')
      .select('paypal_id')
      .where('product_id', '=', plan.id)
      .execute();
    expect(prices.every((price) => price.paypal_id)).toBe(true);
  });

  it('subscribes through PayPal’s approval page; confirming twice records one subscription', async () => {
    const { user, client } = await signedInMember(t);
    const summary = await client.get(`/api/v1/billing/checkout/${plan.id}/${plan.prices[0]!.id}`);
    expect(summary.json().gateways).toEqual(['paypal']);

    const back = await approveWithPaypal(client);
    expect(back.pathname).toBe(`/checkout/${plan.id}/${plan.prices[0]!.id}/paypal/done`);
    const subscriptionId = back.searchParams.get('subscription_id');
    expect(subscriptionId).toBeTruthy();
    const confirmed = await client.post('/api/v1/billing/checkout/paypal/confirm', {
      subscriptionId,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().subscription).toMatchObject({
      gateway: 'paypal',
      status: 'active',
      valid: true,
      active: true,
      product: { id: plan.id },
      price: plan.prices[0],
    });
    const again = await client.post('/api/v1/billing/checkout/paypal/confirm', { subscriptionId });
    expect(again.json().subscription.id).toBe(confirmed.json().subscription.id);
    const rows = await t.app.services.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    // the first payment arrived by webhook
    const invoices = (await client.get('/api/v1/billing/invoices')).json().data as Invoice[];
    expect(invoices).toEqual([expect.objectContaining({ amount: 999, currency: 'USD' })]);
  });

  it('refuses a subscription approved by another member', async () => {
    const first = await signedInMember(t);
    const back = await approveWithPaypal(first.client);
    const second = await signedInMember(t);
    const stolen = await second.client.post('/api/v1/billing/checkout/paypal/confirm', {
      subscriptionId: back.searchParams.get('subscription_id'),
    });
    expect(stolen.statusCode).toBe(422);
    expect((await second.client.get('/api/v1/users/me')).json().user.subscriptions).toEqual([]);
  });

  it('cancels at the end of the period and renews through PayPal', async () => {
    const { client } = await paypalSubscriber();
    const cancelled = await client.post('/api/v1/billing/subscription/cancel', {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelled',
      valid: true,
      on_grace_period: true,
    });
    const renewed = await client.post('/api/v1/billing/subscription/renew', {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().subscription).toMatchObject({ status: 'active', active: true });
  });

  it('sends PayPal members to paypal.com for their payment method', async () => {
    const { client } = await paypalSubscriber();
    const response = await client.post('/api/v1/billing/payment-method/session', {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'PayPal payment methods are managed on paypal.com.',
      errors: {},
    });
  });

  it('answers 502 and changes nothing when PayPal is down', async () => {
    const { client } = await paypalSubscriber();
    const before = (await client.get('/api/v1/billing/subscription')).json();
    paypal.failNextRequest(1);
    const response = await client.post('/api/v1/billing/subscription/cancel', {});
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('PayPal');
    expect((await client.get('/api/v1/billing/subscription')).json()).toEqual(before);
  });
});

describe(`PayPal webhooks on ${testDialect()}`, () => {
  it('stores renewals, and a failed payment makes the subscription past due', async () => {
    const { client, subscription } = await paypalSubscriber();
    const gatewayId = await gatewayIdOf(subscription.id);
    await paypal.renew(gatewayId);
    const invoices = (await client.get('/api/v1/billing/invoices')).json().data as Invoice[];
    expect(invoices).toHaveLength(2);
    await paypal.failPayment(gatewayId);
    const row = await t.app.services.db
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('past_due');
  });

  it('refuses a tampered body with 400 and ignores a replay', async () => {
    const { subscription } = await paypalSubscriber();
    const gatewayId = await gatewayIdOf(subscription.id);
    const resource = paypal.state.subscriptions.get(gatewayId);
    const { event, body, headers } = paypal.signedEvent(
      'BILLING.SUBSCRIPTION.CANCELLED',
      'subscription',
      { ...resource, status: 'CANCELLED' },
    );
    const tampered = await t.client().send('POST', WEBHOOK, {
      body: body.replace('CANCELLED', 'ACTIVE'),
      headers,
      xsrf: false,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: expect.any(String), errors: {} });

    const delivered = await t.client().send('POST', WEBHOOK, { body, headers, xsrf: false });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const cancelled = await t.app.services.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(cancelled.status).toBe('cancelled');

    // the same event again (a replay) changes nothing, even after the row moved on
    await t.app.services.db
      .updateTable('subscriptions')
      .set({ status: 'active', ends_at: null })
      .where('id', '=', subscription.id)
      .execute();
    const replay = await t.client().send('POST', WEBHOOK, { body, headers, xsrf: false });
    expect(replay.statusCode).toBe(200);
    const after = await t.app.services.db
      .selectFrom('subscriptions')
      .select('status')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('active');
    const seen = await t.app.services.db
      .selectFrom('billing_webhook_events')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(seen).toHaveLength(1);
  });
});
