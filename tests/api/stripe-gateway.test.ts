import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { InvalidError, UpstreamError } from '@server/domain/errors';
import type { GatewayPlan } from '@server/modules/billing/gateways/payment-gateway';
import { WebhookSignatureError } from '@server/modules/billing/gateways/payment-gateway';
import { StripeGateway } from '@server/modules/billing/gateways/stripe/stripe-gateway';
import {
  DECLINED_CARD,
  startStripeStandIn,
  type StripeStandIn,
} from '../support/stand-ins/stripe-stand-in';
import { submitHostedPage } from '../support/stand-ins/hosted-page';

let standIn: StripeStandIn;
let gateway: StripeGateway;
const user = { id: 41, email: 'ada@example.com', name: 'Ada' };
const prices = new Map<number, string>();
let productExternalId = '';

const plan = (overrides: Partial<GatewayPlan> = {}): GatewayPlan => ({
  productId: 7,
  name: 'Premium',
  description: 'Every film, no ads',
  externalId: null,
  prices: [
    { id: 1, amount: 999, currency: 'EUR', interval: 'month', interval_count: 1, externalId: null },
    { id: 2, amount: 9999, currency: 'EUR', interval: 'year', interval_count: 1, externalId: null },
  ],
  ...overrides,
});

const payOnHostedPage = (url: string, cardNumber?: string) =>
  submitHostedPage(url, cardNumber ? { card_number: cardNumber } : {});

async function subscribe(userId = user.id) {
  const started = await gateway.startCheckout({
    user: { ...user, id: userId },
    customerId: null,
    priceExternalId: prices.get(1) as string,
    successUrl: 'http://app.test/checkout/7/1/stripe/done?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://app.test/checkout/7/1',
  });
  await payOnHostedPage(started.redirectUrl);
  return gateway.confirmCheckout(started.reference, userId);
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  gateway = new StripeGateway(
    {
      secret_key: standIn.apiKey,
      webhook_secret: standIn.webhookSecret,
      publishable_key: 'pk_test',
    },
    { apiBase: standIn.url },
  );
  const synced = await gateway.syncPlan(plan());
  productExternalId = synced.externalId;
  for (const [id, externalId] of synced.prices) prices.set(id, externalId);
});
afterAll(() => standIn.stop());

describe('syncPlan', () => {
  it('creates one product and one recurring price per price, amounts in minor units', () => {
    const product = standIn.state.get('product', productExternalId);
    expect(product).toMatchObject({
      name: 'Premium',
      description: 'Every film, no ads',
      active: true,
    });
    const monthly = standIn.state.get('price', prices.get(1) as string);
    expect(monthly).toMatchObject({
      product: productExternalId,
      unit_amount: 999,
      currency: 'eur',
      recurring: { interval: 'month', interval_count: 1 },
      active: true,
    });
    expect(standIn.state.get('price', prices.get(2) as string)?.unit_amount).toBe(9999);
  });

  it('updates the product, keeps an unchanged price and replaces a changed one', async () => {
    const synced = await gateway.syncPlan(
      plan({
        externalId: productExternalId,
        name: 'Premium HD',
        description: null,
        prices: [
          {
            id: 1,
            amount: 999,
            currency: 'EUR',
            interval: 'month',
            interval_count: 1,
            externalId: prices.get(1) as string,
          },
          {
            id: 2,
            amount: 8999,
            currency: 'EUR',
            interval: 'year',
            interval_count: 1,
            externalId: prices.get(2) as string,
          },
        ],
      }),
    );
    expect(synced.externalId).toBe(productExternalId);
    expect(standIn.state.get('product', productExternalId)).toMatchObject({
      name: 'Premium HD',
      description: null,
    });
    expect(synced.prices.get(1)).toBe(prices.get(1));
    const replaced = synced.prices.get(2) as string;
    expect(replaced).not.toBe(prices.get(2));
    expect(standIn.state.get('price', prices.get(2) as string)?.active).toBe(false);
    expect(standIn.state.get('price', replaced)).toMatchObject({ unit_amount: 8999, active: true });
    prices.set(2, replaced);
  });

  it('archives a price the plan no longer has', async () => {
    const synced = await gateway.syncPlan(
      plan({
        externalId: productExternalId,
        prices: [
          {
            id: 1,
            amount: 999,
            currency: 'EUR',
            interval: 'month',
            interval_count: 1,
            externalId: prices.get(1) as string,
          },
          {
            id: 2,
            amount: 8999,
            currency: 'EUR',
            interval: 'year',
            interval_count: 1,
            externalId: prices.get(2) as string,
          },
          {
            id: 3,
            amount: 2499,
            currency: 'EUR',
            interval: 'month',
            interval_count: 3,
            externalId: null,
          },
        ],
      }),
    );
    const quarterly = synced.prices.get(3) as string;
    expect(standIn.state.get('price', quarterly)?.recurring).toMatchObject({
      interval: 'month',
      interval_count: 3,
    });
    await gateway.syncPlan(
      plan({
        externalId: productExternalId,
        prices: [
          {
            id: 1,
            amount: 999,
            currency: 'EUR',
            interval: 'month',
            interval_count: 1,
            externalId: prices.get(1) as string,
          },
          {
            id: 2,
            amount: 8999,
            currency: 'EUR',
            interval: 'year',
            interval_count: 1,
            externalId: prices.get(2) as string,
          },
        ],
      }),
    );
    expect(standIn.state.get('price', quarterly)?.active).toBe(false);
    expect(standIn.state.get('price', prices.get(1) as string)?.active).toBe(true);
  });

  it('recreates a product the gateway no longer knows', async () => {
    const synced = await gateway.syncPlan(
      plan({ productId: 8, externalId: 'prod_gone', prices: [] }),
    );
    expect(synced.externalId).not.toBe('prod_gone');
    expect(standIn.state.get('product', synced.externalId)?.metadata).toEqual({ product_id: '8' });
  });
});

describe('checkout', () => {
  it('completes on the hosted page and confirms an active subscription for the user', async () => {
    const started = await gateway.startCheckout({
      user,
      customerId: null,
      priceExternalId: prices.get(1) as string,
      successUrl: 'http://app.test/checkout/7/1/stripe/done?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://app.test/checkout/7/1',
    });
    expect(started.redirectUrl.startsWith(`${standIn.url}/`)).toBe(true);
    const paid = await payOnHostedPage(started.redirectUrl);
    expect(paid.button).toBe('Pay');
    expect(paid.page).toContain('<h1>Premium</h1>');
    expect(paid.page).toContain('€9.99 per month');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `http://app.test/checkout/7/1/stripe/done?session_id=${started.reference}`,
    );

    const subscription = await gateway.confirmCheckout(started.reference, user.id);
    expect(subscription).toMatchObject({
      gateway: 'stripe',
      userId: user.id,
      priceExternalId: prices.get(1),
      status: 'active',
      cancelAtPeriodEnd: false,
      endedAt: null,
    });
    expect(subscription.customerId).toMatch(/^cus_/);
    expect(Date.parse(subscription.currentPeriodEnd as string)).toBeGreaterThan(
      Date.now() + 27 * 86400_000,
    );
    expect(standIn.state.get('customer', subscription.customerId as string)?.email).toBe(
      user.email,
    );
  });

  it('reuses a known customer', async () => {
    const first = await subscribe(51);
    const started = await gateway.startCheckout({
      user: { ...user, id: 51 },
      customerId: first.customerId,
      priceExternalId: prices.get(2) as string,
      successUrl: 'http://app.test/done',
      cancelUrl: 'http://app.test/cancel',
    });
    await payOnHostedPage(started.redirectUrl);
    const second = await gateway.confirmCheckout(started.reference, 51);
    expect(second.customerId).toBe(first.customerId);
    expect(second.priceExternalId).toBe(prices.get(2));
  });

  it('refuses to confirm a session of another user', async () => {
    const started = await gateway.startCheckout({
      user,
      customerId: null,
      priceExternalId: prices.get(1) as string,
      successUrl: 'http://app.test/done',
      cancelUrl: 'http://app.test/cancel',
    });
    await payOnHostedPage(started.redirectUrl);
    await expect(gateway.confirmCheckout(started.reference, 99)).rejects.toThrow(InvalidError);
  });

  it('refuses to confirm an unpaid session, and a declined card leaves it unpaid', async () => {
    const started = await gateway.startCheckout({
      user,
      customerId: null,
      priceExternalId: prices.get(1) as string,
      successUrl: 'http://app.test/done',
      cancelUrl: 'http://app.test/cancel',
    });
    await expect(gateway.confirmCheckout(started.reference, user.id)).rejects.toThrow(
      'The payment has not been completed.',
    );
    const declined = await payOnHostedPage(started.redirectUrl, DECLINED_CARD);
    expect(declined.status).toBe(402);
    await expect(gateway.confirmCheckout(started.reference, user.id)).rejects.toThrow(InvalidError);
  });

  it('answers InvalidError with Stripe’s message for an unknown session or price', async () => {
    await expect(gateway.confirmCheckout('cs_test_unknown', user.id)).rejects.toThrow(
      "No such checkout session: 'cs_test_unknown'",
    );
    await expect(
      gateway.startCheckout({
        user,
        customerId: null,
        priceExternalId: 'price_unknown',
        successUrl: 'http://app.test/done',
        cancelUrl: 'http://app.test/cancel',
      }),
    ).rejects.toThrow(InvalidError);
  });
});

describe('subscription lifecycle', () => {
  it('cancels at the period end, resumes, then cancels immediately', async () => {
    const subscription = await subscribe();
    const cancelled = await gateway.cancel(subscription.id, { immediately: false });
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, endedAt: null });
    expect(cancelled.currentPeriodEnd).toBe(subscription.currentPeriodEnd);

    const resumed = await gateway.resume(subscription.id);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await gateway.subscription(subscription.id)).cancelAtPeriodEnd).toBe(false);

    const ended = await gateway.cancel(subscription.id, { immediately: true });
    expect(ended.status).toBe('cancelled');
    expect(ended.endedAt).not.toBeNull();
  });

  it('previews and changes the plan with a prorated charge', async () => {
    const subscription = await subscribe();
    // A third of the month used: two thirds of the difference are due now.
    standIn.advanceClock(10 * 86400);
    try {
      const quote = await gateway.previewPlanChange(subscription.id, prices.get(2) as string);
      const item = standIn.state.get('subscription', subscription.id)!.items.data[0]!;
      const share =
        (item.current_period_end - standIn.state.now()) /
        (item.current_period_end - item.current_period_start);
      expect(quote).toEqual({
        amountDue: Math.round(8999 * share) - Math.round(999 * share),
        currency: 'EUR',
        chargedAt: null,
      });
      expect(Number.isInteger(quote.amountDue)).toBe(true);

      const changed = await gateway.changePlan(subscription.id, prices.get(2) as string);
      expect(changed.priceExternalId).toBe(prices.get(2));
      const invoices = await gateway.invoices(subscription.id);
      expect(invoices[0]).toMatchObject({ amount: quote.amountDue, status: 'paid' });
    } finally {
      standIn.advanceClock(-10 * 86400);
    }
  });

  it('lists invoices newest first, each with its PDF', async () => {
    const subscription = await subscribe();
    await standIn.renew(subscription.id);
    await standIn.failPayment(subscription.id);
    const invoices = await gateway.invoices(subscription.id);
    expect(invoices.map((i) => i.status)).toEqual(['failed', 'paid', 'paid']);
    expect(invoices[1]).toMatchObject({
      gateway: 'stripe',
      subscriptionId: subscription.id,
      amount: 999,
      currency: 'EUR',
    });
    expect(invoices[1]?.number).toMatch(/^STANDIN-\d{4}$/);
    expect(invoices[1]?.paidAt).not.toBeNull();
    expect(invoices[0]?.paidAt).toBeNull();
    const pdf = await fetch(invoices[1]?.pdfUrl as string);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await gateway.subscription(subscription.id)).status).toBe('past_due');
  });

  it('changes the payment method through a setup session', async () => {
    const subscription = await subscribe();
    expect(await gateway.paymentMethod(subscription.id)).toMatchObject({
      type: 'card',
      brand: 'visa',
      last4: '4242',
    });
    const started = await gateway.startPaymentMethodChange({
      customerId: subscription.customerId as string,
      subscriptionId: subscription.id,
      successUrl:
        'http://app.test/billing/change-payment-method/done?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://app.test/billing',
    });
    if (!started) throw new Error('Stripe offers a setup session');
    await expect(
      gateway.confirmPaymentMethodChange(started.reference, subscription.id),
    ).rejects.toThrow(InvalidError);
    const saved = await payOnHostedPage(started.redirectUrl, '5555 5555 5555 4444');
    expect(saved.button).toBe('Save card');
    expect(saved.location).toBe(
      `http://app.test/billing/change-payment-method/done?session_id=${started.reference}`,
    );
    await gateway.confirmPaymentMethodChange(started.reference, subscription.id);
    expect(await gateway.paymentMethod(subscription.id)).toMatchObject({
      type: 'card',
      brand: 'mastercard',
      last4: '4444',
    });
    const customer = standIn.state.get('customer', subscription.customerId as string);
    expect(customer?.invoice_settings.default_payment_method).toBe(
      standIn.state.get('subscription', subscription.id)?.default_payment_method,
    );
    const other = await subscribe(52);
    await expect(gateway.confirmPaymentMethodChange(started.reference, other.id)).rejects.toThrow(
      InvalidError,
    );
  });
});

describe('webhooks', () => {
  const headersOf = (signed: { headers: Record<string, string> }) => signed.headers;

  it('reads a signed subscription event', async () => {
    const subscription = await subscribe();
    const object = standIn.state.get('subscription', subscription.id);
    const signed = standIn.signedEvent('customer.subscription.updated', object);
    const event = await gateway.parseWebhook(Buffer.from(signed.body), headersOf(signed));
    expect(event).toEqual({ kind: 'subscription.updated', id: signed.event.id, subscription });
  });

  it('reads each event type the stand-in sends during a checkout and a renewal', async () => {
    const received: string[] = [];
    const subscription = await subscribe();
    await standIn.renew(subscription.id);
    for (const sent of standIn.state.events.filter(
      (e) => e.data.object && (e.data.object as { id?: string }).id,
    )) {
      const signed = standIn.signedEvent(sent.type, sent.data.object);
      received.push((await gateway.parseWebhook(Buffer.from(signed.body), signed.headers)).kind);
    }
    expect(received).toEqual(
      expect.arrayContaining([
        'subscription.created',
        'invoice.paid',
        'checkout.completed',
        'subscription.updated',
        'ignored',
      ]),
    );
  });

  it('fetches the subscription of a completed checkout', async () => {
    const subscription = await subscribe();
    const session = standIn.state.sessions().find((s) => s.subscription === subscription.id);
    const signed = standIn.signedEvent('checkout.session.completed', session);
    expect(await gateway.parseWebhook(Buffer.from(signed.body), signed.headers)).toEqual({
      kind: 'checkout.completed',
      id: signed.event.id,
      subscription,
    });
  });

  it('reads a failed payment', async () => {
    const subscription = await subscribe();
    const invoice = await standIn.failPayment(subscription.id);
    const signed = standIn.signedEvent('invoice.payment_failed', invoice);
    const event = await gateway.parseWebhook(Buffer.from(signed.body), signed.headers);
    expect(event).toMatchObject({
      kind: 'invoice.payment_failed',
      invoice: { id: invoice.id, subscriptionId: subscription.id, status: 'failed', amount: 999 },
    });
  });

  it('signs as the SDK’s generateTestHeaderString does', async () => {
    const signed = standIn.signedEvent('product.updated', { id: 'prod_1', object: 'product' });
    const timestamp = Number(/t=(\d+)/.exec(signed.headers['stripe-signature'] as string)?.[1]);
    const expected = Stripe.webhooks.generateTestHeaderString({
      payload: signed.body,
      secret: standIn.webhookSecret,
      timestamp,
    });
    expect(signed.headers['stripe-signature']).toBe(expected);
    expect(await gateway.parseWebhook(Buffer.from(signed.body), signed.headers)).toEqual({
      kind: 'ignored',
      id: signed.event.id,
      type: 'product.updated',
    });
  });

  it('refuses a tampered body, a stale timestamp, another secret and a missing header', async () => {
    const subscription = await subscribe();
    const object = standIn.state.get('subscription', subscription.id);
    const signed = standIn.signedEvent('customer.subscription.deleted', object);
    const tampered = signed.body.replace('"active"', '"canceled"');
    expect(tampered).not.toBe(signed.body);
    await expect(gateway.parseWebhook(Buffer.from(tampered), signed.headers)).rejects.toThrow(
      WebhookSignatureError,
    );

    const stale = standIn.signedEvent(
      'customer.subscription.deleted',
      object,
      Math.floor(Date.now() / 1000) - 301,
    );
    await expect(gateway.parseWebhook(Buffer.from(stale.body), stale.headers)).rejects.toThrow(
      WebhookSignatureError,
    );
    const recent = standIn.signedEvent(
      'customer.subscription.deleted',
      object,
      Math.floor(Date.now() / 1000) - 240,
    );
    expect((await gateway.parseWebhook(Buffer.from(recent.body), recent.headers)).kind).toBe(
      'subscription.deleted',
    );

    const other = new StripeGateway(
      { secret_key: standIn.apiKey, webhook_secret: 'whsec_other', publishable_key: '' },
      { apiBase: standIn.url },
    );
    await expect(other.parseWebhook(Buffer.from(signed.body), signed.headers)).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(gateway.parseWebhook(Buffer.from(signed.body), {})).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('POSTs signed events to the webhook URL', async () => {
    const received: Array<{ body: string; signature: string | null }> = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ body, signature: req.headers['stripe-signature'] as string | null });
        res.writeHead(200).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    standIn.setWebhookUrl(`http://127.0.0.1:${port}/api/v1/billing/webhooks/stripe`);
    try {
      await subscribe();
      expect(received.length).toBeGreaterThanOrEqual(3);
      const kinds = [];
      for (const delivery of received) {
        const event = await gateway.parseWebhook(Buffer.from(delivery.body), {
          'stripe-signature': delivery.signature ?? undefined,
        });
        kinds.push(event.kind);
      }
      expect(kinds).toEqual(['subscription.created', 'invoice.paid', 'checkout.completed']);
      expect(standIn.deliveries.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
    } finally {
      standIn.setWebhookUrl(null);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('outages', () => {
  it('answers UpstreamError when Stripe fails', async () => {
    const subscription = await subscribe();
    standIn.failNextRequest();
    await expect(gateway.subscription(subscription.id)).rejects.toThrow(UpstreamError);
    await expect(gateway.subscription(subscription.id)).resolves.toMatchObject({
      id: subscription.id,
    });
  });

  it('needs no secret key for webhooks, and answers UpstreamError without one', async () => {
    const keyless = new StripeGateway(
      { secret_key: '', webhook_secret: standIn.webhookSecret, publishable_key: '' },
      { apiBase: standIn.url },
    );
    const signed = standIn.signedEvent('product.updated', { id: 'prod_1', object: 'product' });
    expect((await keyless.parseWebhook(Buffer.from(signed.body), signed.headers)).kind).toBe(
      'ignored',
    );
    await expect(keyless.syncPlan(plan())).rejects.toThrow(UpstreamError);
  });

  it('answers UpstreamError for a wrong secret key', async () => {
    const wrong = new StripeGateway(
      { secret_key: 'sk_test_wrong', webhook_secret: '', publishable_key: '' },
      { apiBase: standIn.url },
    );
    await expect(wrong.syncPlan(plan())).rejects.toThrow(UpstreamError);
  });

  it('answers UpstreamError with a clear message when Stripe cannot be reached', async () => {
    const down = await startStripeStandIn();
    const unreachable = new StripeGateway(
      { secret_key: down.apiKey, webhook_secret: '', publishable_key: '' },
      { apiBase: down.url },
    );
    await down.stop();
    const failure = unreachable.syncPlan(plan());
    await expect(failure).rejects.toThrow(UpstreamError);
    await expect(failure).rejects.toThrow('Stripe could not be reached. Please try again later.');
  });
});
