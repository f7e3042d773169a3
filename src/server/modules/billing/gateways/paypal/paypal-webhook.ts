import type { Client, Subscription } from '@paypal/paypal-server-sdk';
import type { GatewayEvent } from '../payment-gateway';
import { WebhookSignatureError } from '../payment-gateway';
import { paypalRequest } from './paypal-client';
import {
  camelize,
  failedPaymentToInvoice,
  saleToInvoice,
  toGatewaySubscription,
  type PaypalSale,
} from './paypal-mapping';

/** As for Stripe: a transmission older than five minutes is a replay. */
export const PAYPAL_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The transmission headers PayPal signs a webhook with. */
export interface PaypalTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/** Whether PayPal sent this event to our webhook: PayPal's verification API, or a test double. */
export interface PaypalWebhookVerifier {
  verify(transmission: PaypalTransmission, event: unknown): Promise<boolean>;
}

/** POST /v1/notifications/verify-webhook-signature with the transmission and our webhook id. */
export class PaypalApiWebhookVerifier implements PaypalWebhookVerifier {
  constructor(
    private readonly client: Client,
    private readonly webhookId: string,
  ) {}

  async verify(transmission: PaypalTransmission, event: unknown): Promise<boolean> {
    const answer = await paypalRequest<{ verification_status?: string }>(
      this.client,
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        auth_algo: transmission.authAlgo,
        cert_url: transmission.certUrl,
        transmission_id: transmission.transmissionId,
        transmission_sig: transmission.transmissionSig,
        transmission_time: transmission.transmissionTime,
        webhook_id: this.webhookId,
        webhook_event: event,
      },
    );
    return answer?.verification_status === 'SUCCESS';
  }
}

/** The transmission headers, or WebhookSignatureError when one is missing or stale. */
export function readTransmission(
  headers: Record<string, string | undefined>,
  now = Date.now(),
): PaypalTransmission {
  const transmission = {
    authAlgo: headers['paypal-auth-algo'] ?? '',
    certUrl: headers['paypal-cert-url'] ?? '',
    transmissionId: headers['paypal-transmission-id'] ?? '',
    transmissionSig: headers['paypal-transmission-sig'] ?? '',
    transmissionTime: headers['paypal-transmission-time'] ?? '',
  };
  if (Object.values(transmission).some((value) => !value)) {
    throw new WebhookSignatureError('The PayPal transmission headers are missing.');
  }
  const sent = Date.parse(transmission.transmissionTime);
  if (Number.isNaN(sent) || Math.abs(now - sent) > PAYPAL_WEBHOOK_TOLERANCE_SECONDS * 1000) {
    throw new WebhookSignatureError('The PayPal transmission time is outside the tolerance.');
  }
  return transmission;
}

export function readEvent(rawBody: Buffer): { id: string; event_type: string; resource: unknown } {
  try {
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id?: unknown;
      event_type?: unknown;
      resource?: unknown;
    };
    if (typeof event.id === 'string' && typeof event.event_type === 'string') {
      return { id: event.id, event_type: event.event_type, resource: event.resource };
    }
  } catch {
    // answered below
  }
  throw new WebhookSignatureError('The PayPal webhook could not be read.');
}

/**
 * A verified event in our words. ACTIVATED is the checkout's completion (the subscription is
 * paid and running); PayPal sends it again when a suspended subscription is activated, so the
 * billing service must treat checkout.completed as "record or update".
 */
export function toGatewayEvent(id: string, type: string, resource: unknown): GatewayEvent {
  const subscription = () => toGatewaySubscription(camelize(resource) as Subscription);
  switch (type) {
    case 'BILLING.SUBSCRIPTION.ACTIVATED':
      return { kind: 'checkout.completed', id, subscription: subscription() };
    case 'BILLING.SUBSCRIPTION.UPDATED':
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
      return { kind: 'subscription.updated', id, subscription: subscription() };
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.EXPIRED':
      return { kind: 'subscription.deleted', id, subscription: subscription() };
    case 'PAYMENT.SALE.COMPLETED': {
      const sale = camelize(resource) as PaypalSale;
      // A sale outside any subscription is not billing's.
      if (!sale.billingAgreementId) return { kind: 'ignored', id, type };
      return { kind: 'invoice.paid', id, invoice: saleToInvoice(sale) };
    }
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
      return {
        kind: 'invoice.payment_failed',
        id,
        invoice: failedPaymentToInvoice(camelize(resource) as Subscription),
      };
    default:
      return { kind: 'ignored', id, type };
  }
}
