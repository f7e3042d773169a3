import type { AdminSubscription, SubscriptionGrantInput } from '@common/api/admin-billing';
import {
  subscriptionGateways,
  subscriptionStatuses,
  type SubscriptionGateway,
  type SubscriptionStatus,
} from '@common/api/billing';

type Translate = (message: string) => string;

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Incomplete',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const GATEWAY_LABELS: Record<SubscriptionGateway, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  none: 'Granted',
};

export const statusLabel = (status: SubscriptionStatus) => STATUS_LABELS[status];
export const gatewayLabel = (gateway: SubscriptionGateway) => GATEWAY_LABELS[gateway];

export const statusChoices = (trans: Translate) =>
  subscriptionStatuses.map((id) => ({ id, name: trans(STATUS_LABELS[id]) }));

export const gatewayChoices = (trans: Translate) =>
  subscriptionGateways.map((id) => ({ id, name: trans(GATEWAY_LABELS[id]) }));

/** The status chip's colour, which only backs up its words: cancelled but still running warns. */
export function statusTone(
  subscription: Pick<AdminSubscription, 'status' | 'valid' | 'on_grace_period'>,
): 'success' | 'warning' | 'error' | 'default' {
  if (subscription.on_grace_period) return 'warning';
  if (subscription.status === 'past_due' || subscription.status === 'incomplete') return 'error';
  return subscription.valid ? 'success' : 'default';
}

/** Which row actions a subscription offers. */
export function subscriptionActions(subscription: AdminSubscription) {
  const ended = subscription.status === 'expired' || !subscription.valid;
  return {
    cancel: !ended && !subscription.on_grace_period,
    resume: subscription.on_grace_period,
    changePlan: !ended,
    extend: subscription.gateway === 'none',
  };
}

function localDayIso(date: string, [hours, minutes, seconds]: [number, number, number]) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    hours,
    minutes,
    seconds,
  );
  return Number.isNaN(day.getTime()) ? null : day.toISOString();
}

/**
 * A date picked in the admin's time zone ('2027-01-31') as the ISO instant access ends: the end
 * of that day, so the subscription still runs on the day shown.
 */
export const endOfDayIso = (date: string) => localDayIso(date, [23, 59, 59]);

/** The first instant of a picked day in the admin's time zone. */
export const startOfDayIso = (date: string) => localDayIso(date, [0, 0, 0]);

/** An ISO instant as the date input's value in the admin's time zone. */
export function dateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface GrantFormValues {
  user_id?: number | null;
  product_id?: number | null;
  price_id?: number | null;
  ends_on?: string | null;
}

/** POST admin/subscriptions: the grant, its end date as an instant (null: until cancelled). */
export function grantPayload(values: GrantFormValues): SubscriptionGrantInput {
  return {
    user_id: Number(values.user_id),
    product_id: Number(values.product_id),
    price_id: Number(values.price_id),
    ends_at: values.ends_on ? endOfDayIso(values.ends_on) : null,
  };
}
