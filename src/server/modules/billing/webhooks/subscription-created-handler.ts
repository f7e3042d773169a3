import type { SubscriptionRecorder } from '../subscription-recorder';
import { upsertSnapshot } from './subscription-snapshot';
import type { WebhookHandler } from './webhook-handler';

/** A subscription the gateway created (after a checkout, or made there). */
export const subscriptionCreatedHandler =
  (recorder: SubscriptionRecorder): WebhookHandler<'subscription.created'> =>
  (trx, event, context) =>
    upsertSnapshot(recorder, trx, event.subscription, context);
