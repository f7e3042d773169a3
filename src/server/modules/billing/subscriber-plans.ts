import type { UserSubscription } from '@common/users/user';
import { nowIso } from '../../db/dialect';
import type { UserPlanSource } from '../permissions';
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

  async plansOf(userId: number): Promise<number[]> {
    const held = await this.subscriptions.validProductIds(userId, nowIso());
    if (held.length) return held;
    const fallback = await this.plans.defaultPlanId();
    return fallback === null ? [] : [fallback];
  }

  async subscriptionsOf(userId: number): Promise<UserSubscription[]> {
    const now = nowIso();
    return (await this.subscriptions.ofUser(userId)).map((row) => ({
      id: row.id,
      valid: isValid(row, now),
      active: isActive(row, now),
    }));
  }

  subscribedUserIds(): Promise<number[]> {
    return this.subscriptions.subscribedUserIds(nowIso());
  }
}
