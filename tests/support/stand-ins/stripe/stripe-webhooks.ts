import { createHmac } from 'node:crypto';
import { newId, type StripeEvent } from './stripe-objects';
import type { StripeState } from './stripe-state';

/** The Stripe-Signature header Stripe sends (as stripe.webhooks.generateTestHeaderString). */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** The endpoint's HTTP status, or 0 when it could not be reached. */
  status: number;
}

/**
 * Records every event and, when a webhook URL is set, POSTs it signed as Stripe does. The
 * signature's timestamp is the real clock (the receiver checks it against its own), never the
 * stand-in's advanced one.
 */
export class StripeWebhooks {
  readonly deliveries: WebhookDelivery[] = [];

  constructor(
    private readonly state: StripeState,
    readonly secret: string,
    public url: string | null,
  ) {}

  async emit(type: string, object: unknown): Promise<StripeEvent> {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.state.now(),
      type,
      livemode: false,
      pending_webhooks: this.url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.state.events.push(event);
    if (this.url) await this.deliver(event);
    return event;
  }

  /** The raw body and headers of `event` as Stripe would send them at `timestamp`. */
  signed(
    event: StripeEvent,
    timestamp = Math.floor(Date.now() / 1000),
  ): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event, null, 2);
    return {
      body,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignatureHeader(body, this.secret, timestamp),
      },
    };
  }

  /** Sends (or sends again: a replay) one event to the webhook URL. */
  async deliver(event: StripeEvent): Promise<number> {
    if (!this.url) throw new Error('The Stripe stand-in has no webhook URL.');
    const { body, headers } = this.signed(event);
    const status = await fetch(this.url, { method: 'POST', headers, body }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    this.deliveries.push({ eventId: event.id, type: event.type, status });
    return status;
  }
}
