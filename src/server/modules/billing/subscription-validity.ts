import type { SubscriptionStatus } from '@common/api/billing';

/** Statuses that grant the plan while the subscription has not ended. */
export const GRANTING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export interface SubscriptionState {
  status: SubscriptionStatus;
  ends_at: string | null;
}

/**
 * Whether the subscription grants its plan at `now` (checked when read, never stored): an active,
 * trialing or past-due one, or a cancelled one until its end; an end in the past never grants.
 */
export function isValid(state: SubscriptionState, now = new Date().toISOString()): boolean {
  if (state.ends_at !== null && state.ends_at <= now) return false;
  if (GRANTING_STATUSES.includes(state.status)) return true;
  return state.status === 'cancelled' && state.ends_at !== null;
}

/** Valid and not cancelled (spec 3 User.subscriptions[].active). */
export function isActive(state: SubscriptionState, now?: string): boolean {
  return isValid(state, now) && state.status !== 'cancelled';
}

/** Cancelled but still valid until its end: it can be renewed. */
export function onGracePeriod(state: SubscriptionState, now?: string): boolean {
  return state.status === 'cancelled' && isValid(state, now);
}

/** A gateway's time (ISO or anything Date reads) in our stored form, so strings compare. */
export function toStoredTime(value: string | null): string | null {
  if (value === null) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
