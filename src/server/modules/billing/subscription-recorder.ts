import type { Selectable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Trx } from '../../db/transactions';
import type { SubscriptionsTable } from './billing-tables';
import type { GatewaySubscription } from './gateways/payment-gateway';
import type { UserService } from '../users';
import type { PlanRepository } from './plan-repository';
import type { SubscriptionRepository, SubscriptionRow } from './subscription-repository';
import { toStoredTime } from './subscription-validity';

type StateFields = Pick<
  Selectable<SubscriptionsTable>,
  'status' | 'renews_at' | 'ends_at' | 'cancelled_at'
>;

/**
 * Our columns for a gateway's subscription: a renewal date while it renews, an end once it is
 * cancelled (at the period's end, or at once) or over.
 */
export function stateFromGateway(
  subscription: GatewaySubscription,
  existing: SubscriptionRow | undefined,
  now = nowIso(),
): StateFields {
  const periodEnd = toStoredTime(subscription.currentPeriodEnd);
  const endedAt = toStoredTime(subscription.endedAt);
  const cancelledAt = existing?.cancelled_at ?? now;
  const over = subscription.status === 'cancelled' || subscription.status === 'expired';
  if (endedAt !== null || (over && !subscription.cancelAtPeriodEnd)) {
    return {
      status: subscription.status === 'expired' ? 'expired' : 'cancelled',
      renews_at: null,
      ends_at: endedAt ?? periodEnd ?? now,
      cancelled_at: cancelledAt,
    };
  }
  if (subscription.cancelAtPeriodEnd) {
    return {
      status: 'cancelled',
      renews_at: null,
      ends_at: periodEnd ?? now,
      cancelled_at: cancelledAt,
    };
  }
  return { status: subscription.status, renews_at: periodEnd, ends_at: null, cancelled_at: null };
}

export type RecordOutcome =
  { recorded: SubscriptionRow } | { ignored: 'unknown price' | 'unknown user' };

/**
 * Stores what a gateway answered about a subscription (checkout, webhooks, every action): one
 * upsert on (gateway, gateway_id), so the done page and the webhook may race and both land on
 * one row. Call it inside the transaction that records the rest.
 */
export class SubscriptionRecorder {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly plans: PlanRepository,
    /** A webhook may name a member deleted meanwhile. */
    private readonly users: Pick<UserService, 'findById'>,
  ) {}

  /**
   * The member a new subscription belongs to: the one we know (the buyer), else the one the
   * gateway carries, when they still exist. Ask it BEFORE the recording transaction (SQLite has
   * one connection, which the transaction holds).
   */
  async memberOf(
    subscription: GatewaySubscription,
    knownUserId: number | null = null,
  ): Promise<number | null> {
    const userId = knownUserId ?? subscription.userId;
    if (userId === null) return null;
    return (await this.users.findById(userId)) ? userId : null;
  }

  /** Records the subscription; `memberId` is what memberOf answered (an existing row's wins). */
  async record(
    trx: Trx,
    subscription: GatewaySubscription,
    memberId: number | null,
  ): Promise<RecordOutcome> {
    const subscriptions = this.subscriptions.bound(trx);
    const price = await this.plans
      .bound(trx)
      .findPriceByExternalId(subscription.gateway, subscription.priceExternalId);
    if (!price) return { ignored: 'unknown price' };
    const existing = await subscriptions.findByGatewayId(subscription.gateway, subscription.id);
    const userId = existing?.user_id ?? memberId;
    if (userId === null) return { ignored: 'unknown user' };
    const recorded = await subscriptions.upsertGateway({
      user_id: userId,
      product_id: price.product_id,
      price_id: price.id,
      gateway: subscription.gateway,
      gateway_id: subscription.id,
      gateway_customer_id: subscription.customerId ?? existing?.gateway_customer_id ?? null,
      ...stateFromGateway(subscription, existing),
    });
    if (subscription.customerId) {
      await subscriptions.saveCustomer(userId, subscription.gateway, subscription.customerId);
    }
    return { recorded };
  }
}
