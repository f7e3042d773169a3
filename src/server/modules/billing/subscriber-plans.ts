import { nowIso } from '../../db/dialect';
import type { PlanHoldings, UserPlanSource } from '../permissions';
import type { PlanRepository } from './plan-repository';
import type { SubscriptionRepository } from './subscription-repository';
import { isActive, isValid } from './subscription-validity';

/**
 * Which plans a member holds, checked at read time (issue 16): their valid subscriptions' plans,
 * or the default free plan for a member with none. Built before the accounts cluster, which
 * asks it for every user resource and permission check; it needs nothing but the database.
 */
export class SubscriberPlans implements UserPlanSource {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly plans: PlanRepository,
  ) {}

  async holdingsOf(userId: number): Promise<PlanHoldings> {
    const now = nowIso();
    const rows = await this.subscriptions.ofUser(userId);
    const held = [...new Set(rows.filter((row) => isValid(row, now)).map((row) => row.product_id))];
    const fallback = held.length ? null : await this.plans.defaultPlanId();
    return {
      planIds: fallback === null ? held : [fallback],
      subscriptions: rows.map((row) => ({
        id: row.id,
        valid: isValid(row, now),
        active: isActive(row, now),
      })),
    };
  }

  subscribedUserIds(): Promise<number[]> {
    return this.subscriptions.subscribedUserIds(nowIso());
  }
}
