import Stripe from 'stripe';
import { InvalidError, UpstreamError } from '../../../../domain/errors';

const UNREACHABLE = 'Stripe could not be reached. Please try again later.';

/**
 * The SDK pointed at Stripe, or at `apiBase` (STRIPE_API_BASE) when set: tests and the e2e
 * server run a local stand-in speaking the same HTTP API. No automatic retries: a failed call
 * is reported at once and the person tries again.
 */
export function createStripeClient(secretKey: string, apiBase: string | null): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 0, timeout: 20_000 };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'https:' ? 'https' : 'http';
    config.protocol = protocol;
    config.host = url.hostname;
    config.port = url.port || (protocol === 'https' ? 443 : 80);
  }
  return new Stripe(secretKey, config);
}

/**
 * Runs one SDK call, turning Stripe's failures into ours: a request Stripe refuses (a card
 * declined, an unknown id, a parameter it rejects) is the caller's InvalidError with Stripe's
 * message; anything else (network, outage, a wrong key) is UpstreamError.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error);
  }
}

export function stripeFailure(error: unknown): Error {
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError
  ) {
    return new InvalidError({ gateway: [error.message] });
  }
  if (error instanceof Stripe.errors.StripeError) return new UpstreamError(UNREACHABLE);
  return error instanceof Error ? error : new UpstreamError(UNREACHABLE);
}

/** An expandable field's id, whether Stripe answered the id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}
