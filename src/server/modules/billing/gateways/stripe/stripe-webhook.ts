import Stripe from 'stripe';
import type { GatewayEvent, GatewaySubscription } from '../payment-gateway';
import { WebhookSignatureError } from '../payment-gateway';
import { toGatewayInvoice, toGatewaySubscription } from './stripe-mapping';

/** Stripe's own default: a signature older than five minutes is a replay. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies the Stripe-Signature header on the raw body and answers the event; a tampered body,
 * a wrong secret or a stale timestamp is a WebhookSignatureError.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  if (!secret) throw new WebhookSignatureError('No Stripe webhook secret is configured.');
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message);
    }
    throw new WebhookSignatureError('The Stripe webhook could not be read.');
  }
}

/**
 * Reduces a verified event to the kinds billing handles. A completed checkout names its
 * subscription by id only, so `loadSubscription` fetches it; a setup-mode checkout (a new
 * payment method) is not a subscription event.
 */
export async function toGatewayEvent(
  event: Stripe.Event,
  loadSubscription: (id: string) => Promise<GatewaySubscription>,
): Promise<GatewayEvent> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId =
        typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (session.mode !== 'subscription' || !subscriptionId) break;
      return {
        kind: 'checkout.completed',
        id: event.id,
        subscription: await loadSubscription(subscriptionId),
      };
    }
    case 'customer.subscription.created':
      return {
        kind: 'subscription.created',
        id: event.id,
        subscription: toGatewaySubscription(event.data.object),
      };
    case 'customer.subscription.updated':
      return {
        kind: 'subscription.updated',
        id: event.id,
        subscription: toGatewaySubscription(event.data.object),
      };
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription.deleted',
        id: event.id,
        subscription: toGatewaySubscription(event.data.object),
      };
    case 'invoice.paid':
      return { kind: 'invoice.paid', id: event.id, invoice: toGatewayInvoice(event.data.object) };
    case 'invoice.payment_failed':
      return {
        kind: 'invoice.payment_failed',
        id: event.id,
        invoice: toGatewayInvoice(event.data.object),
      };
  }
  return { kind: 'ignored', id: event.id, type: event.type };
}
