import type { AdminPlan, PlanInput, PriceInput } from '@common/api/admin-billing';
import type { BillingInterval } from '@common/api/billing';
import type { GrantedPermission } from '@common/permissions/permission';
import { cleanGrants } from '../roles/role-record';
import { DEFAULT_CURRENCY, majorToMinor, minorToMajor } from './plan-money';

/** A price as the form edits it: the amount is the typed text of major units ('9.99'). */
export interface PriceFormValue {
  id?: number;
  amount?: string | null;
  currency?: string | null;
  interval?: BillingInterval | null;
  interval_count?: number | null;
}

/**
 * The plan form's values. Features are objects because react-admin's ArrayInput edits arrays of
 * objects, not of strings.
 */
export interface PlanFormValues {
  id?: number;
  name: string;
  description: string | null;
  position: number | null;
  hidden: boolean;
  free: boolean;
  recommended: boolean;
  default: boolean;
  prices: PriceFormValue[];
  feature_list: Array<{ text?: string | null }>;
  permissions: GrantedPermission[];
}

/** The form's starting values: a new plan, or a stored one with amounts in major units. */
export function planFormValues(plan?: AdminPlan): PlanFormValues {
  return {
    ...(plan ? { id: plan.id } : {}),
    name: plan?.name ?? '',
    description: plan?.description ?? null,
    position: plan?.position ?? 0,
    hidden: plan?.hidden ?? false,
    free: plan?.free ?? false,
    recommended: plan?.recommended ?? false,
    default: plan?.default ?? false,
    prices: (plan?.prices ?? []).map((price) => ({
      id: price.id,
      amount: minorToMajor(price.amount, price.currency),
      currency: price.currency,
      interval: price.interval,
      interval_count: price.interval_count,
    })),
    feature_list: (plan?.feature_list ?? []).map((text) => ({ text })),
    permissions: plan?.permissions ?? [],
  };
}

function pricePayload(price: PriceFormValue): PriceInput {
  const currency = price.currency ?? DEFAULT_CURRENCY;
  return {
    ...(price.id !== undefined ? { id: price.id } : {}),
    amount: majorToMinor(price.amount ?? '', currency) ?? 0,
    currency,
    interval: price.interval ?? 'month',
    interval_count: price.interval_count ?? 1,
  };
}

/** POST/PUT admin/plans: the fields the API takes, amounts back in minor units. */
export function planPayload(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    description: values.description?.trim() || null,
    hidden: Boolean(values.hidden),
    free: Boolean(values.free),
    recommended: Boolean(values.recommended),
    // only a free plan can be the default one; the switch is hidden for paid plans
    default: Boolean(values.free && values.default),
    position: values.position ?? 0,
    prices: (values.prices ?? []).map(pricePayload),
    feature_list: (values.feature_list ?? [])
      .map((feature) => feature.text?.trim() ?? '')
      .filter((text) => text !== ''),
    permissions: cleanGrants(values.permissions ?? []),
  };
}
