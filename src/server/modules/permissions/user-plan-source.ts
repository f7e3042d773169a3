import type { UserSubscription } from '@common/users/user';

/**
 * What billing tells the accounts side about a member (issue 16), declared here so that billing
 * implements it without permissions or users importing billing: the plans whose permissions the
 * member holds now (their valid subscriptions' plans, or the default free plan when they have
 * none), and their subscriptions as the user resource shows them.
 */
export interface UserPlanSource {
  plansOf(userId: number): Promise<number[]>;
  subscriptionsOf(userId: number): Promise<UserSubscription[]>;
  /** Members with at least one valid subscription (spec 6 "subscribed"). */
  subscribedUserIds(): Promise<number[]>;
}

/** For apps built without billing: nobody holds a plan. */
export const noPlans: UserPlanSource = {
  plansOf: async () => [],
  subscriptionsOf: async () => [],
  subscribedUserIds: async () => [],
};
