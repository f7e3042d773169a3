import type { SubscriptionRecorder } from '../subscription-recorder';
import { upsertSnapshot } from './subscription-snapshot';
import type { WebhookHandler } from './webhook-handler';

/** A finished checkout: the subscription it made, as the gateway reports it. */
export const checkoutCompletedHandler =
  (recorder: SubscriptionRecorder): WebhookHandler<'checkout.completed'> =>
  (trx, event, context) =>
    upsertSnapshot(recorder, trx, event.subscription, context);
