import { json, serve } from './stand-in-http';
import { paypalApi } from './paypal/paypal-api';
import { PaypalBilling } from './paypal/paypal-billing';
import { paypalHostedPages } from './paypal/paypal-hosted-pages';
import { PaypalApiError, paypalId, type PaypalEvent } from './paypal/paypal-objects';
import { PaypalState } from './paypal/paypal-state';
import { PaypalWebhooks } from './paypal/paypal-webhooks';

export interface PaypalStandInOptions {
  /** 0 (the default): a free port. */
  port?: number;
  /** Where to POST signed events (the app's /api/v1/billing/webhooks/paypal). */
  webhookUrl?: string;
  /** The webhook id the verification endpoint expects (the `webhook_id` setting). */
  webhookId?: string;
  clientId?: string;
  clientSecret?: string;
}

export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;

/**
 * A local stand-in for api-m.paypal.com and PayPal's approval page: the real
 * @paypal/paypal-server-sdk pointed at `url` (PAYPAL_API_BASE) talks to it as to PayPal — OAuth
 * client credentials, JSON, PayPal's error objects — and a browser can approve a subscription
 * on its page. Webhooks are signed with the stand-in's own key and verified by its
 * verify-webhook-signature endpoint. State lives in memory.
 */
export async function startPaypalStandIn(options: PaypalStandInOptions = {}) {
  const clientId = options.clientId ?? 'cinedex-paypal-client';
  const clientSecret = options.clientSecret ?? 'cinedex-paypal-secret';
  const state = new PaypalState();
  let origin = '';
  const webhooks = new PaypalWebhooks(
    state,
    options.webhookId ?? 'WH-STANDIN',
    options.webhookUrl ?? null,
    () => origin,
  );
  const billing = new PaypalBilling(state, webhooks);
  const api = paypalApi(state, billing, webhooks, { clientId, clientSecret }, () => origin);
  const pages = paypalHostedPages(state, billing);
  const failures: number[] = [];
  const requests: Array<{ method: string; path: string }> = [];

  const server = await serve(options.port ?? 0, async (request) => {
    if (!request.path.startsWith('/v1/')) {
      return (await pages(request)) ?? { status: 404, body: 'Not found' };
    }
    requests.push({ method: request.method, path: request.path });
    const failure = failures.shift();
    if (failure) {
      return json(
        failure,
        new PaypalApiError(
          failure,
          'INTERNAL_SERVER_ERROR',
          'An internal server error occurred.',
        ).body(),
      );
    }
    return api(request);
  });
  origin = server.url;

  const subscription = (id: string) => {
    const found = state.subscriptions.get(id);
    if (!found) throw new Error(`The PayPal stand-in has no subscription ${id}.`);
    return found;
  };

  return {
    url: server.url,
    clientId,
    clientSecret,
    webhookId: webhooks.webhookId,
    state,
    /** Every /v1 request received, in order. */
    requests,
    /** Every webhook POSTed and the status the endpoint answered. */
    deliveries: webhooks.deliveries,
    setWebhookUrl(url: string | null) {
      webhooks.url = url;
    },
    /** What the approval page's Approve button does. */
    approve: (subscriptionId: string) => billing.approve(subscription(subscriptionId)),
    /** The next billing time comes: the next cycle is paid (PAYMENT.SALE.COMPLETED). */
    renew: (subscriptionId: string) => billing.renew(subscription(subscriptionId)),
    /** The next payment is declined: the subscription is suspended (past due). */
    failPayment: (subscriptionId: string) => billing.failPayment(subscription(subscriptionId)),
    /** The subscription reaches its end (BILLING.SUBSCRIPTION.EXPIRED). */
    expire: (subscriptionId: string) => billing.expire(subscription(subscriptionId)),
    advanceClock(milliseconds: number) {
      state.clockOffset += milliseconds;
    },
    /** The next /v1 request (or `count` of them) answers a 500, as in an outage. */
    failNextRequest(count = 1, status = 500) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    /** A signed event as PayPal would send it (for replays, stale times, tampering). */
    signedEvent(type: string, resourceType: string, resource: unknown, time?: string) {
      const event: PaypalEvent = {
        id: paypalId('WH-', 24),
        event_version: '1.0',
        create_time: state.now(),
        resource_type: resourceType,
        resource_version: '2.0',
        event_type: type,
        summary: type,
        resource,
        links: [],
      };
      return { event, ...webhooks.signed(event, time) };
    },
    /** Sends a recorded event again (a replay). */
    redeliver(eventId: string) {
      const event = state.events.find((e) => e.id === eventId);
      if (!event) throw new Error(`The PayPal stand-in sent no event ${eventId}.`);
      return webhooks.deliver(event);
    },
    stop: () => server.stop(),
  };
}
