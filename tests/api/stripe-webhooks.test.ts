import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import { createPlan, signedInMember } from '../support/billing-factories';
import {
  payOnHostedPage,
  receiveStripeWebhooks,
  stripeBillingApp,
} from '../support/billing-gateways';
import type { StripeStandIn } from '../support/stand-ins/stripe-stand-in';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let stripe: StripeStandIn;
let admin: TestClient;
let plan: AdminPlan;
const sdk = new Stripe('sk_test_signing_only');
const WEBHOOK = '/api/v1/billing/webhooks/stripe';

beforeAll(async () => {
  ({ t, stripe } = await stripeBillingApp());
  await receiveStripeWebhooks(t, stripe);
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  plan = await createPlan(admin, { name: 'Webhooked' });
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});

/** Subscribes a new member on the stand-in's page only: no confirmation call from the app. */
async function subscribeByWebhooksOnly() {
  const member = await signedInMember(t);
  const started = await member.client.post('/api/v1/billing/checkout/stripe', {
    productId: plan.id,
    priceId: plan.prices[0]!.id,
  });
  await payOnHostedPage(started.json().redirectUrl);
  const row = await t.app.services.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', member.user.id)
    .executeTakeFirstOrThrow();
  return { ...member, row };
}

/** POSTs `payload` as Stripe does, signed with the SDK's test header at `timestamp`. */
function deliver(payload: string, timestamp = Math.floor(Date.now() / 1000), secret?: string) {
  const header = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: secret ?? stripe.webhookSecret,
    timestamp,
  });
  return t.client().send('POST', WEBHOOK, {
    body: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    xsrf: false,
  });
}

const subscriptionRow = (id: number) =>
  t.app.services.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe(`Stripe webhooks on ${testDialect()}`, () => {
  it('records the subscription and its paid invoice from the events alone', async () => {
    const { client, row } = await subscribeByWebhooksOnly();
    expect(row).toMatchObject({ gateway: 'stripe', status: 'active', product_id: plan.id });
    expect(stripe.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    const invoices = await client.get('/api/v1/billing/invoices');
    expect(invoices.json().data).toEqual([
      expect.objectContaining({ amount: 999, currency: 'USD', status: 'paid' }),
    ]);
    // the done page's confirmation finds the same subscription
    const session = stripe.state.sessions().find((s) => s.subscription === row.gateway_id)!;
    const confirmed = await client.post('/api/v1/billing/checkout/stripe/confirm', {
      sessionId: session.id,
    });
    expect(confirmed.json().subscription.id).toBe(row.id);
  });

  it('accepts a valid signature made with the SDK', async () => {
    const { row } = await subscribeByWebhooksOnly();
    const event = stripe.state.events.find(
      (e) =>
        e.type === 'customer.subscription.created' &&
        (e.data.object as { id: string }).id === row.gateway_id,
    )!;
    const fresh = { ...event, id: `${event.id}_again` };
    const response = await deliver(JSON.stringify(fresh));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('refuses a tampered body, a stale timestamp, a wrong secret and a missing header with 400', async () => {
    const { row } = await subscribeByWebhooksOnly();
    const { event, body } = stripe.signedEvent('customer.subscription.deleted', {
      ...stripe.state.get('subscription', row.gateway_id!),
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    const header = sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: stripe.webhookSecret,
    });
    const tampered = await t.client().send('POST', WEBHOOK, {
      body: body.replace('"canceled"', '"active"'),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      xsrf: false,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: expect.any(String), errors: {} });

    const stale = await deliver(body, Math.floor(Date.now() / 1000) - 301);
    expect(stale.statusCode).toBe(400);
    const wrongSecret = await deliver(body, undefined, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    const unsigned = await t.client().send('POST', WEBHOOK, {
      body,
      headers: { 'content-type': 'application/json' },
      xsrf: false,
    });
    expect(unsigned.statusCode).toBe(400);

    // none of them changed anything, and none recorded the event id
    expect((await subscriptionRow(row.id)).status).toBe('active');
    const seen = await t.app.services.db
      .selectFrom('billing_webhook_events')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(seen).toEqual([]);
  });

  it('does nothing the second time an event arrives (a replay)', async () => {
    const { row } = await subscribeByWebhooksOnly();
    const created = stripe.state.events.find(
      (e) =>
        e.type === 'customer.subscription.created' &&
        (e.data.object as { id: string }).id === row.gateway_id,
    )!;
    // cancelled here since; replaying the old "created" snapshot must not undo it
    await admin.post(`/api/v1/admin/subscriptions/${row.id}/cancel`, {});
    const cancelled = await subscriptionRow(row.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await stripe.redeliver(created.id)).toBe(200);
    expect(await subscriptionRow(row.id)).toEqual(cancelled);
    const recorded = await t.app.services.db
      .selectFrom('billing_webhook_events')
      .select('id')
      .where('event_id', '=', created.id)
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('stores renewals and failed payments: past due, then active again when paid', async () => {
    const { client, row } = await subscribeByWebhooksOnly();
    await stripe.failPayment(row.gateway_id!);
    expect((await subscriptionRow(row.id)).status).toBe('past_due');
    const me = (await client.get('/api/v1/users/me')).json().user;
    expect(me.subscriptions).toEqual([{ id: row.id, valid: true, active: true }]);
    await stripe.renew(row.gateway_id!);
    expect((await subscriptionRow(row.id)).status).toBe('active');
    const invoices = (await client.get('/api/v1/billing/invoices')).json().data as Array<{
      status: string;
    }>;
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual(['failed', 'paid', 'paid']);
  });

  it('ends the subscription when Stripe deletes it', async () => {
    const { client, row } = await subscribeByWebhooksOnly();
    await admin.post(`/api/v1/admin/subscriptions/${row.id}/cancel`, { immediately: true });
    const ended = await subscriptionRow(row.id);
    expect(ended.status).toBe('cancelled');
    expect(ended.ends_at! <= new Date().toISOString()).toBe(true);
    const me = (await client.get('/api/v1/users/me')).json().user;
    expect(me.subscriptions).toEqual([{ id: row.id, valid: false, active: false }]);
  });

  it('answers 200 and changes nothing for an event of an unknown price or an ignored type', async () => {
    const unknown = stripe.signedEvent('customer.subscription.updated', {
      ...stripe.state.subscriptions()[0],
      id: 'sub_not_ours',
      items: {
        object: 'list',
        data: [
          { ...stripe.state.subscriptions()[0]!.items.data[0], price: { id: 'price_unknown' } },
        ],
      },
    });
    const response = await t.client().send('POST', WEBHOOK, {
      body: unknown.body,
      headers: unknown.headers,
      xsrf: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const other = stripe.signedEvent('customer.created', { id: 'cus_x', object: 'customer' });
    const ignored = await t.client().send('POST', WEBHOOK, {
      body: other.body,
      headers: other.headers,
      xsrf: false,
    });
    expect(ignored.statusCode).toBe(200);
    const stored = await t.app.services.db
      .selectFrom('subscriptions')
      .select('id')
      .where('gateway_id', '=', 'sub_not_ours')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('a webhook for a gateway that is not configured', () => {
  it('answers 404, not an error', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.client().send('POST', WEBHOOK, {
        body: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        xsrf: false,
      });
      expect(response.statusCode).toBe(404);
      const paypal = await bare.client().send('POST', '/api/v1/billing/webhooks/paypal', {
        body: '{}',
        headers: { 'content-type': 'application/json' },
        xsrf: false,
      });
      expect(paypal.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
