import type { Trx } from '../../../db/transactions';
import type { GatewaySubscription } from '../gateways/payment-gateway';
import type { SubscriptionRecorder } from '../subscription-recorder';
import type { EventContext, HandlerOutcome } from './webhook-handler';

/**
 * Upserts our subscription from the gateway's snapshot in an event; an unknown price or member
 * is left alone with a note (a plan deleted here, an account deleted since).
 */
export async function upsertSnapshot(
  recorder: SubscriptionRecorder,
  trx: Trx,
  subscription: GatewaySubscription,
  context: EventContext,
): Promise<HandlerOutcome> {
  const outcome = await recorder.record(trx, subscription, context.memberId);
  if ('ignored' in outcome) {
    return { note: `subscription ${subscription.id} ignored: ${outcome.ignored}` };
  }
  return {};
}
