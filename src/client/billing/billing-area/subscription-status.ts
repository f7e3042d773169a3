import type { BillingSubscription } from '@common/api/billing';

export interface StatusText {
  /** English status word(s). */
  label: string;
  /** English sentence about what happens next; ':date' is the date to show. */
  detail: string | null;
  date: string | null;
  tone: 'success' | 'warning' | 'error' | 'default';
}

/** The subscription's status in words, and the date that matters (renewal or end). */
export function subscriptionStatusText(
  subscription: Pick<
    BillingSubscription,
    'status' | 'on_grace_period' | 'renews_at' | 'ends_at' | 'valid'
  >,
): StatusText {
  const { status, renews_at: renewsAt, ends_at: endsAt } = subscription;
  if (subscription.on_grace_period) {
    return {
      label: 'Cancelled',
      detail: endsAt ? 'Your plan stays active until :date.' : null,
      date: endsAt,
      tone: 'warning',
    };
  }
  switch (status) {
    case 'active':
    case 'trialing': {
      const label = status === 'trialing' ? 'Trial' : 'Active';
      if (renewsAt) return { label, detail: 'Renews on :date.', date: renewsAt, tone: 'success' };
      if (endsAt) return { label, detail: 'Ends on :date.', date: endsAt, tone: 'success' };
      return { label, detail: null, date: null, tone: 'success' };
    }
    case 'past_due':
      return {
        label: 'Past due',
        detail: 'Your last payment failed. Please update your payment method.',
        date: null,
        tone: 'error',
      };
    case 'incomplete':
      return {
        label: 'Incomplete',
        detail: 'Your first payment has not been completed yet.',
        date: null,
        tone: 'warning',
      };
    case 'cancelled':
    case 'expired':
      return {
        label: status === 'expired' ? 'Expired' : 'Cancelled',
        detail: endsAt ? 'Ended on :date.' : null,
        date: endsAt,
        tone: 'default',
      };
  }
}
