import type { SubscriptionRecorder } from '../subscription-recorder';
import { upsertSnapshot } from './subscription-snapshot';
import type { WebhookHandler } from './webhook-handler';

/** A renewal, a plan change, a cancellation at the period's end or its undoing. */
export const subscriptionUpdatedHandler =
  (recorder: SubscriptionRecorder): WebhookHandler<'subscription.updated'> =>
  (trx, event, context) =>
    upsertSnapshot(recorder, trx, event.subscription, context);
