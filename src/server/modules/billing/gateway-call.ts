import type { BillingGatewayName } from '@common/api/billing';
import { DomainError, UpstreamError } from '../../domain/errors';

const GATEWAY_NAMES: Record<BillingGatewayName, string> = { stripe: 'Stripe', paypal: 'PayPal' };

export function gatewayLabel(name: BillingGatewayName): string {
  return GATEWAY_NAMES[name];
}

/**
 * Runs one call to a gateway. Adapters throw domain errors (UpstreamError, InvalidError); anything
 * else they let through (a bug, a network error the SDK did not wrap) still reads as the gateway
 * failing, never as a 500, and nothing has changed on our side yet.
 */
export async function callGateway<T>(name: BillingGatewayName, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new UpstreamError(
      `${gatewayLabel(name)} could not be reached. Nothing was changed; please try again later.`,
    );
  }
}
