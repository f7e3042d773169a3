import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidError, UpstreamError } from '@server/domain/errors';
import type { GatewayPlan } from '@server/modules/billing/gateways/payment-gateway';
import { WebhookSignatureError } from '@server/modules/billing/gateways/payment-gateway';
import { PaypalGateway } from '@server/modules/billing/gateways/paypal/paypal-gateway';
import { submitHostedPage } from '../support/stand-ins/hosted-page';
import { startPaypalStandIn, type PaypalStandIn } from '../support/stand-ins/paypal-stand-in';

let standIn: PaypalStandIn;
let gateway: PaypalGateway;
const user = { id: 41, email: 'ada@example.com', name: 'Ada' };
const prices = new Map<number, string>();
let productExternalId = '';

const monthly = (externalId: string | null = null, amount = 999) => ({
  id: 1,
  amount,
  currency: 'EUR',
  interval: 'month' as const,
  interval_count: 1,
  externalId,
});
const yearly = (externalId: string | null = null, amount = 9999) => ({
  id: 2,
  amount,
  currency: 'EUR',
  interval: 'year' as const,
  interval_count: 1,
  externalId,
});
const plan = (overrides: Partial<GatewayPlan> = {}): GatewayPlan => ({
  productId: 7,
  name: 'Premium',
  description: 'Every film, no ads',
  externalId: null,
  prices: [monthly(), yearly()],
  ...overrides,
});

const gatewayFor = (stand: PaypalStandIn, secret = stand.clientSecret) =>
  new PaypalGateway(
    {
      client_id: stand.clientId,
      client_secret: secret,
      webhook_id: stand.webhookId,
      sandbox: true,
    },
    { apiBase: stand.url },
  );

const approveOnHostedPage = (url: string) => submitHostedPage(url);

async function subscribe(userId = user.id, price = prices.get(1) as string) {
  const started = await gateway.startCheckout({
    user: { ...user, id: userId },
    customerId: null,
    priceExternalId: price,
    successUrl: 'http://app.test/checkout/7/1/paypal/done',
    cancelUrl: 'http://app.test/checkout/7/1',
  });
  await approveOnHostedPage(started.redirectUrl);
  return gateway.confirmCheckout(started.reference, userId);
}

beforeAll(async () => {
  standIn = await startPaypalStandIn();
  gateway = gatewayFor(standIn);
  const synced = await gateway.syncPlan(plan());
  productExternalId = synced.externalId;
  for (const [id, externalId] of synced.prices) prices.set(id, externalId);
});
afterAll(() => standIn.stop());

describe('syncPlan', () => {
  it('creates a catalog product and an active billing plan per price, in PayPal’s decimals', () => {
    expect(standIn.state.products.get(productExternalId)).toMatchObject({
      name: 'Premium',
      description: 'Every film, no ads',
      type: 'SERVICE',
    });
    const billingPlan = standIn.state.plans.get(prices.get(1) as string);
    expect(billingPlan).toMatchObject({
      product_id: productExternalId,
      name: 'Premium',
      status: 'ACTIVE',
    });
    expect(billingPlan?.billing_cycles[0]).toMatchObject({
      frequency: { interval_unit: 'MONTH', interval_count: 1 },
      tenure_type: 'REGULAR',
      total_cycles: 0,
      pricing_scheme: { fixed_price: { currency_code: 'EUR', value: '9.99' } },
    });
    expect(
      standIn.state.plans.get(prices.get(2) as string)?.billing_cycles[0]?.pricing_scheme
        .fixed_price.value,
    ).toBe('99.99');
  });

  it('updates the description and names, keeps an unchanged price, replaces a changed one', async () => {
    const synced = await gateway.syncPlan(
      plan({
        externalId: productExternalId,
        name: 'Premium HD',
        description: 'Every film in HD',
        prices: [monthly(prices.get(1)), yearly(prices.get(2), 8999)],
      }),
    );
    expect(synced.externalId).toBe(productExternalId);
    expect(standIn.state.products.get(productExternalId)?.description).toBe('Every film in HD');
    expect(synced.prices.get(1)).toBe(prices.get(1));
    expect(standIn.state.plans.get(prices.get(1) as string)?.name).toBe('Premium HD');
    const replaced = synced.prices.get(2) as string;
    expect(replaced).not.toBe(prices.get(2));
    expect(standIn.state.plans.get(prices.get(2) as string)?.status).toBe('INACTIVE');
    expect(
      standIn.state.plans.get(replaced)?.billing_cycles[0]?.pricing_scheme.fixed_price.value,
    ).toBe('89.99');
    prices.set(2, replaced);
  });

  it('deactivates a billing plan the plan no longer has', async () => {
    const quarterly = {
      id: 3,
      amount: 2499,
      currency: 'EUR',
      interval: 'month' as const,
      interval_count: 3,
      externalId: null,
    };
    const synced = await gateway.syncPlan(
      plan({
        externalId: productExternalId,
        prices: [monthly(prices.get(1)), yearly(prices.get(2), 8999), quarterly],
      }),
    );
    const quarterlyId = synced.prices.get(3) as string;
    expect(standIn.state.plans.get(quarterlyId)?.billing_cycles[0]?.frequency).toEqual({
      interval_unit: 'MONTH',
      interval_count: 3,
    });
    await gateway.syncPlan(
      plan({
        externalId: productExternalId,
        prices: [monthly(prices.get(1)), yearly(prices.get(2), 8999)],
      }),
    );
    expect(standIn.state.plans.get(quarterlyId)?.status).toBe('INACTIVE');
    expect(standIn.state.plans.get(prices.get(1) as string)?.status).toBe('ACTIVE');
  });

  it('recreates a product PayPal no longer knows, and refuses a cycle PayPal cannot bill', async () => {
    const synced = await gateway.syncPlan(plan({ externalId: 'PROD-GONE', prices: [] }));
    expect(synced.externalId).not.toBe('PROD-GONE');
    await expect(
      gateway.syncPlan(plan({ prices: [{ ...monthly(), interval_count: 18 }] })),
    ).rejects.toThrow('Interval count must be between 1 and 12 for interval unit MONTH.');
  });
});

describe('checkout', () => {
  it('is approved on the hosted page and confirms an active subscription for the user', async () => {
    const started = await gateway.startCheckout({
      user,
      customerId: null,
      priceExternalId: prices.get(1) as string,
      successUrl: 'http://app.test/checkout/7/1/paypal/done',
      cancelUrl: 'http://app.test/checkout/7/1',
    });
    expect(started.reference).toMatch(/^I-/);
    expect(started.redirectUrl.startsWith(`${standIn.url}/`)).toBe(true);
    await expect(gateway.confirmCheckout(started.reference, user.id)).rejects.toThrow(
      'The payment has not been completed.',
    );
    const approved = await approveOnHostedPage(started.redirectUrl);
    expect(approved.button).toBe('Approve');
    expect(approved.page).toContain('€9.99 per month');
    expect(approved.status).toBe(303);
    const back = new URL(approved.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/checkout/7/1/paypal/done');
    expect(back.searchParams.get('subscription_id')).toBe(started.reference);
    expect(back.searchParams.get('ba_token')).toMatch(/^BA-/);
    expect(back.searchParams.get('token')).toBeTruthy();

    const subscription = await gateway.confirmCheckout(started.reference, user.id);
    expect(subscription).toMatchObject({
      gateway: 'paypal',
      id: started.reference,
      userId: user.id,
      priceExternalId: prices.get(1),
      status: 'active',
      cancelAtPeriodEnd: false,
      endedAt: null,
    });
    expect(Date.parse(subscription.currentPeriodEnd as string)).toBeGreaterThan(
      Date.now() + 27 * 86400_000,
    );
  });

  it('refuses to confirm another user’s subscription or an unknown one', async () => {
    const subscription = await subscribe();
    await expect(gateway.confirmCheckout(subscription.id, 99)).rejects.toThrow(InvalidError);
    await expect(gateway.confirmCheckout('I-UNKNOWN', user.id)).rejects.toThrow(InvalidError);
  });
});

describe('subscription lifecycle', () => {
  it('cancels at the period end (a suspension), resumes, then cancels immediately', async () => {
    const subscription = await subscribe();
    const cancelled = await gateway.cancel(subscription.id, { immediately: false });
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, endedAt: null });
    expect(cancelled.currentPeriodEnd).toBe(subscription.currentPeriodEnd);
    expect(standIn.state.subscriptions.get(subscription.id)?.status).toBe('SUSPENDED');

    const resumed = await gateway.resume(subscription.id);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    const ended = await gateway.cancel(subscription.id, { immediately: true });
    expect(ended.status).toBe('cancelled');
    expect(ended.endedAt).not.toBeNull();
    await expect(gateway.resume(subscription.id)).rejects.toThrow(InvalidError);
  });

  it('previews the new price at the next billing and changes the plan', async () => {
    const subscription = await subscribe();
    const quote = await gateway.previewPlanChange(subscription.id, prices.get(2) as string);
    expect(quote).toEqual({
      amountDue: 8999,
      currency: 'EUR',
      chargedAt: subscription.currentPeriodEnd,
    });
    const changed = await gateway.changePlan(subscription.id, prices.get(2) as string);
    expect(changed.priceExternalId).toBe(prices.get(2));
  });

  it('lists the payments as invoices, newest first, without PDFs', async () => {
    const subscription = await subscribe();
    await standIn.renew(subscription.id);
    await standIn.failPayment(subscription.id);
    const invoices = await gateway.invoices(subscription.id);
    expect(invoices.map((i) => i.status)).toEqual(['failed', 'paid', 'paid']);
    expect(invoices[1]).toMatchObject({
      gateway: 'paypal',
      subscriptionId: subscription.id,
      amount: 999,
      currency: 'EUR',
      pdfUrl: null,
    });
    expect(invoices[1]?.paidAt).not.toBeNull();
    expect(await gateway.subscription(subscription.id)).toMatchObject({ status: 'past_due' });
  });

  it('shows the PayPal account as the payment method, changed on PayPal', async () => {
    const subscription = await subscribe();
    expect(await gateway.paymentMethod(subscription.id)).toEqual({
      type: 'paypal',
      brand: null,
      last4: null,
      exp_month: null,
      exp_year: null,
      email: user.email,
    });
    expect(
      await gateway.startPaymentMethodChange({
        customerId: subscription.customerId ?? '',
        subscriptionId: subscription.id,
        successUrl: 'http://app.test/done',
        cancelUrl: 'http://app.test/billing',
      }),
    ).toBeNull();
  });
});

describe('webhooks', () => {
  it('reads each event type PayPal sends through a checkout, a renewal and a failure', async () => {
    const subscription = await subscribe();
    await standIn.renew(subscription.id);
    await standIn.failPayment(subscription.id);
    const kinds: Record<string, string> = {};
    for (const sent of standIn.state.events.filter((e) =>
      JSON.stringify(e.resource).includes(subscription.id),
    )) {
      const signed = standIn.signedEvent(sent.event_type, sent.resource_type, sent.resource);
      kinds[sent.event_type] = (
        await gateway.parseWebhook(Buffer.from(signed.body), signed.headers)
      ).kind;
    }
    expect(kinds).toEqual({
      'BILLING.SUBSCRIPTION.CREATED': 'ignored',
      'BILLING.SUBSCRIPTION.ACTIVATED': 'checkout.completed',
      'PAYMENT.SALE.COMPLETED': 'invoice.paid',
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'invoice.payment_failed',
      'BILLING.SUBSCRIPTION.SUSPENDED': 'subscription.updated',
    });
  });

  it('reads an activation, a payment and a failure into our records', async () => {
    const subscription = await subscribe();
    const activated = standIn.state.events.find(
      (e) =>
        e.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' &&
        (e.resource as { id: string }).id === subscription.id,
    );
    const signed = standIn.signedEvent(
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'subscription',
      activated?.resource,
    );
    expect(await gateway.parseWebhook(Buffer.from(signed.body), signed.headers)).toEqual({
      kind: 'checkout.completed',
      id: signed.event.id,
      subscription,
    });

    await standIn.renew(subscription.id);
    const sale = standIn.state.events
      .filter((e) => e.event_type === 'PAYMENT.SALE.COMPLETED')
      .at(-1);
    const paid = standIn.signedEvent('PAYMENT.SALE.COMPLETED', 'sale', sale?.resource);
    const invoices = await gateway.invoices(subscription.id);
    expect(await gateway.parseWebhook(Buffer.from(paid.body), paid.headers)).toEqual({
      kind: 'invoice.paid',
      id: paid.event.id,
      invoice: invoices[0],
    });

    await standIn.failPayment(subscription.id);
    const failure = standIn.state.events
      .filter((e) => e.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED')
      .at(-1);
    const failed = standIn.signedEvent(
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      'subscription',
      failure?.resource,
    );
    expect(await gateway.parseWebhook(Buffer.from(failed.body), failed.headers)).toMatchObject({
      kind: 'invoice.payment_failed',
      invoice: {
        subscriptionId: subscription.id,
        status: 'failed',
        amount: 999,
        currency: 'EUR',
        paidAt: null,
      },
    });
  });

  it('reads a cancellation and an expiry as the end, and ignores other types', async () => {
    const subscription = await subscribe();
    const expired = await standIn.expire(subscription.id);
    const signed = standIn.signedEvent('BILLING.SUBSCRIPTION.EXPIRED', 'subscription', expired);
    expect(await gateway.parseWebhook(Buffer.from(signed.body), signed.headers)).toMatchObject({
      kind: 'subscription.deleted',
      subscription: { id: subscription.id, status: 'expired' },
    });
    const other = standIn.signedEvent('CHECKOUT.ORDER.APPROVED', 'checkout-order', { id: 'O-1' });
    expect(await gateway.parseWebhook(Buffer.from(other.body), other.headers)).toEqual({
      kind: 'ignored',
      id: other.event.id,
      type: 'CHECKOUT.ORDER.APPROVED',
    });
  });

  it('refuses a tampered body, a stale transmission, another webhook id and missing headers', async () => {
    const subscription = await subscribe();
    const resource = standIn.state.subscriptions.get(subscription.id);
    const signed = standIn.signedEvent('BILLING.SUBSCRIPTION.CANCELLED', 'subscription', resource);
    const tampered = signed.body.replace('"ACTIVE"', '"CANCELLED"');
    expect(tampered).not.toBe(signed.body);
    await expect(gateway.parseWebhook(Buffer.from(tampered), signed.headers)).rejects.toThrow(
      WebhookSignatureError,
    );

    const staleTime = new Date(Date.now() - 301_000).toISOString();
    const stale = standIn.signedEvent(
      'BILLING.SUBSCRIPTION.CANCELLED',
      'subscription',
      resource,
      staleTime,
    );
    await expect(gateway.parseWebhook(Buffer.from(stale.body), stale.headers)).rejects.toThrow(
      WebhookSignatureError,
    );
    const recentTime = new Date(Date.now() - 240_000).toISOString();
    const recent = standIn.signedEvent(
      'BILLING.SUBSCRIPTION.CANCELLED',
      'subscription',
      resource,
      recentTime,
    );
    expect((await gateway.parseWebhook(Buffer.from(recent.body), recent.headers)).kind).toBe(
      'subscription.deleted',
    );

    const otherWebhook = new PaypalGateway(
      {
        client_id: standIn.clientId,
        client_secret: standIn.clientSecret,
        webhook_id: 'WH-OTHER',
        sandbox: true,
      },
      { apiBase: standIn.url },
    );
    await expect(
      otherWebhook.parseWebhook(Buffer.from(signed.body), signed.headers),
    ).rejects.toThrow(WebhookSignatureError);
    const { 'paypal-transmission-sig': _, ...unsigned } = signed.headers;
    await expect(gateway.parseWebhook(Buffer.from(signed.body), unsigned)).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('POSTs signed events to the webhook URL', async () => {
    const received: Array<{ body: string; headers: Record<string, string | undefined> }> = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ body, headers: req.headers as Record<string, string | undefined> });
        res.writeHead(200).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    standIn.setWebhookUrl(`http://127.0.0.1:${port}/api/v1/billing/webhooks/paypal`);
    try {
      await subscribe();
      const kinds = [];
      for (const delivery of received) {
        kinds.push((await gateway.parseWebhook(Buffer.from(delivery.body), delivery.headers)).kind);
      }
      expect(kinds).toEqual(['ignored', 'checkout.completed', 'invoice.paid']);
      expect(standIn.deliveries.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
    } finally {
      standIn.setWebhookUrl(null);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('outages', () => {
  it('answers UpstreamError when PayPal fails', async () => {
    const subscription = await subscribe();
    standIn.failNextRequest();
    await expect(gateway.subscription(subscription.id)).rejects.toThrow(UpstreamError);
    await expect(gateway.subscription(subscription.id)).resolves.toMatchObject({
      id: subscription.id,
    });
  });

  it('answers UpstreamError for wrong credentials', async () => {
    await expect(gatewayFor(standIn, 'wrong-secret').syncPlan(plan())).rejects.toThrow(
      UpstreamError,
    );
  });

  it('answers UpstreamError with a clear message when PayPal cannot be reached', async () => {
    const down = await startPaypalStandIn();
    const unreachable = gatewayFor(down);
    await down.stop();
    const failure = unreachable.syncPlan(plan());
    await expect(failure).rejects.toThrow(UpstreamError);
    await expect(failure).rejects.toThrow('PayPal could not be reached. Please try again later.');
  });
});
