import type { UserSubscription } from '@common/users/user';

/**
 * What billing tells the accounts side about a member (issue 16), declared here so that billing
 * implements it without permissions or users importing billing: the plans whose permissions the
 * member holds now (their valid subscriptions' plans, or the default free plan when they have
 * none), and their subscriptions as the user resource shows them.
 */
export interface UserPlanSource {
  /** The member's plans and subscriptions, from one read of their subscriptions. */
  holdingsOf(userId: number): Promise<PlanHoldings>;
  /** Members with at least one valid subscription (spec 6 "subscribed"). */
  subscribedUserIds(): Promise<number[]>;
}

export interface PlanHoldings {
  /** The plans whose permissions the member holds now. */
  planIds: number[];
  subscriptions: UserSubscription[];
}
