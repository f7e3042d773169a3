import type { SubscriptionRecorder } from '../subscription-recorder';
import { upsertSnapshot } from './subscription-snapshot';
import type { WebhookHandler } from './webhook-handler';

/** A subscription that ended: it stays, invalid from its end on. */
export const subscriptionDeletedHandler =
  (recorder: SubscriptionRecorder): WebhookHandler<'subscription.deleted'> =>
  (trx, event, context) =>
    upsertSnapshot(recorder, trx, event.subscription, context);
