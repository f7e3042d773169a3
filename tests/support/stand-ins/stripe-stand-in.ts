import { json, serve } from './stand-in-http';
import { stripeApi, stripeError } from './stripe/stripe-api';
import { StripeApiError } from './stripe/stripe-api-error';
import { StripeBilling } from './stripe/stripe-billing';
import { stripeHostedPages } from './stripe/stripe-hosted-pages';
import type { StripeEvent } from './stripe/stripe-objects';
import { StripeState } from './stripe/stripe-state';
import { StripeWebhooks } from './stripe/stripe-webhooks';

export { DECLINED_CARD, TEST_CARD } from './stripe/stripe-api-error';
export { stripeSignatureHeader } from './stripe/stripe-webhooks';

export interface StripeStandInOptions {
  /** 0 (the default): a free port. */
  port?: number;
  /** Where to POST signed events (the app's /api/v1/billing/webhooks/stripe). */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The secret key the stand-in accepts (Authorization: Bearer …). */
  apiKey?: string;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * A local stand-in for api.stripe.com and Stripe Checkout: the real `stripe` SDK pointed at
 * `url` (STRIPE_API_BASE) talks to it as to Stripe — form-encoded bodies, `expand[]`, Stripe's
 * error objects — and a browser can complete its hosted checkout pages. State lives in memory.
 */
export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const apiKey = options.apiKey ?? 'sk_test_cinedex_stand_in';
  const state = new StripeState();
  const webhooks = new StripeWebhooks(
    state,
    options.webhookSecret ?? 'whsec_cinedex_stand_in',
    options.webhookUrl ?? null,
  );
  let origin = '';
  const billing = new StripeBilling(state, webhooks, () => origin);
  const api = stripeApi(state, billing, webhooks, () => origin);
  const pages = stripeHostedPages(state, billing);
  const failures: number[] = [];
  const requests: Array<{ method: string; path: string }> = [];

  const server = await serve(options.port ?? 0, async (request) => {
    if (!request.path.startsWith('/v1/')) {
      return (await pages(request)) ?? { status: 404, body: 'Not found' };
    }
    requests.push({ method: request.method, path: request.path });
    const failure = failures.shift();
    if (failure) {
      return stripeError(
        new StripeApiError(failure, 'api_error', "Something went wrong on Stripe's end."),
      );
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return json(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    return api(request);
  });
  origin = server.url;

  const subscription = (id: string) => {
    const found = state.get('subscription', id);
    if (!found) throw new Error(`The Stripe stand-in has no subscription ${id}.`);
    return found;
  };

  return {
    url: server.url,
    apiKey,
    webhookSecret: webhooks.secret,
    state,
    /** Every /v1 request received, in order. */
    requests,
    /** Every webhook POSTed and the status the endpoint answered. */
    deliveries: webhooks.deliveries,
    setWebhookUrl(url: string | null) {
      webhooks.url = url;
    },
    /** What the hosted page's Pay button does; throws for DECLINED_CARD. */
    async completeCheckout(sessionId: string, cardNumber?: string) {
      const session = state.get('checkout.session', sessionId);
      if (!session) throw new Error(`The Stripe stand-in has no checkout session ${sessionId}.`);
      return billing.completeCheckout(session, cardNumber);
    },
    /** The period ends: the subscription renews with a paid invoice, or ends if cancelled. */
    renew: (subscriptionId: string) => billing.renew(subscription(subscriptionId)),
    /** The next renewal's payment fails: an open invoice and a past-due subscription. */
    failPayment: (subscriptionId: string) => billing.failPayment(subscription(subscriptionId)),
    advanceClock(seconds: number) {
      state.clockOffset += seconds;
    },
    /** The next /v1 request (or `count` of them) answers a 500 api_error, as in an outage. */
    failNextRequest(count = 1, status = 500) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    /** A signed event as Stripe would send it (for replays, stale timestamps, tampering). */
    signedEvent(type: string, object: unknown, timestamp?: number) {
      const event: StripeEvent = {
        id: `evt_${Math.random().toString(36).slice(2)}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: state.now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
      return { event, ...webhooks.signed(event, timestamp) };
    },
    /** Sends a recorded event again (a replay). */
    redeliver(eventId: string) {
      const event = state.events.find((e) => e.id === eventId);
      if (!event) throw new Error(`The Stripe stand-in sent no event ${eventId}.`);
      return webhooks.deliver(event);
    },
    stop: () => server.stop(),
  };
}
