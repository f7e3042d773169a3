import { createHash, createHmac, randomUUID } from 'node:crypto';
import { paypalId, type PaypalEvent } from './paypal-objects';
import type { PaypalState } from './paypal-state';

export interface PaypalWebhookDelivery {
  eventId: string;
  type: string;
  /** The endpoint's HTTP status, or 0 when it could not be reached. */
  status: number;
}

export interface Transmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
}

/**
 * Signs webhooks and checks signatures as PayPal's verify-webhook-signature does, with the
 * stand-in's own key in place of PayPal's certificate: the signature covers the transmission id,
 * its time, the webhook id and a digest of the body, so any change to one of them fails.
 */
export class PaypalWebhooks {
  readonly deliveries: PaypalWebhookDelivery[] = [];
  private readonly key = randomUUID();

  constructor(
    private readonly state: PaypalState,
    readonly webhookId: string,
    public url: string | null,
    private readonly origin: () => string,
  ) {}

  async emit(type: string, resourceType: string, resource: unknown): Promise<PaypalEvent> {
    const event: PaypalEvent = {
      id: paypalId('WH-', 24),
      event_version: '1.0',
      create_time: this.state.now(),
      resource_type: resourceType,
      resource_version: resourceType === 'sale' ? '1.0' : '2.0',
      event_type: type,
      summary: type,
      resource: structuredClone(resource),
      links: [],
    };
    this.state.events.push(event);
    if (this.url) await this.deliver(event);
    return event;
  }

  signature(transmissionId: string, time: string, webhookId: string, body: string): string {
    const digest = createHash('sha256').update(body).digest('hex');
    return createHmac('sha256', this.key)
      .update(`${transmissionId}|${time}|${webhookId}|${digest}`)
      .digest('base64');
  }

  /** The body and headers PayPal would send for `event` at `time` (the real clock by default). */
  signed(event: PaypalEvent, time = new Date().toISOString()) {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.origin()}/v1/notifications/certs/CERT-stand-in`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.signature(transmissionId, time, this.webhookId, body),
      } as Record<string, string>,
    };
  }

  /** What POST /v1/notifications/verify-webhook-signature answers. */
  verify(transmission: Transmission, webhookId: string, event: unknown): boolean {
    if (webhookId !== this.webhookId) return false;
    const expected = this.signature(
      transmission.transmissionId,
      transmission.transmissionTime,
      webhookId,
      JSON.stringify(event),
    );
    return expected === transmission.transmissionSig;
  }

  /** Sends (or sends again: a replay) one event to the webhook URL. */
  async deliver(event: PaypalEvent): Promise<number> {
    if (!this.url) throw new Error('The PayPal stand-in has no webhook URL.');
    const { body, headers } = this.signed(event);
    const status = await fetch(this.url, { method: 'POST', headers, body }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    this.deliveries.push({ eventId: event.id, type: event.event_type, status });
    return status;
  }
}
