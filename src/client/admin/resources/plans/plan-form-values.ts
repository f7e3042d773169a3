import type { AdminPlan, PlanInput, PriceInput } from '@common/api/admin-billing';
import type { BillingInterval } from '@common/api/billing';
import type { GrantedPermission } from '@common/permissions/permission';
import { cleanGrants } from '../roles/role-record';
import { currencyFractionDigits, DEFAULT_CURRENCY, majorToMinor, minorToMajor } from './plan-money';

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

type Translate = (message: string, values?: Record<string, string | number>) => string;

type PriceErrors = Partial<Record<keyof PriceFormValue, string>>;

export interface PlanFormErrors {
  name?: string;
  position?: string;
  prices?: string | PriceErrors[];
  feature_list?: Array<{ text?: string }>;
}

function priceErrors(price: PriceFormValue, trans: Translate): PriceErrors {
  const errors: PriceErrors = {};
  const currency = price.currency ?? '';
  if (!/^[A-Z]{3}$/.test(currency)) errors.currency = trans('The currency field is required.');
  if (!price.amount?.trim()) {
    errors.amount = trans('The amount field is required.');
  } else if (majorToMinor(price.amount, currency || DEFAULT_CURRENCY) === null) {
    const digits = currencyFractionDigits(currency || DEFAULT_CURRENCY);
    errors.amount =
      digits === 0
        ? trans('The amount must be a whole number in this currency.')
        : trans('The amount must be a number with at most :digits decimals.', { digits });
  }
  if (!price.interval) errors.interval = trans('The interval field is required.');
  const count = price.interval_count;
  if (count === null || count === undefined || !Number.isInteger(count) || count < 1) {
    errors.interval_count = trans('The interval count must be a whole number of at least 1.');
  }
  return errors;
}

/** The plan form's rules, checked before saving (the server checks them again). */
export function validatePlanForm(values: PlanFormValues, trans: Translate): PlanFormErrors {
  const errors: PlanFormErrors = {};
  if (!values.name?.trim()) errors.name = trans('The name field is required.');
  if (values.position !== null && values.position !== undefined) {
    if (!Number.isInteger(values.position)) {
      errors.position = trans('The position must be a whole number.');
    } else if (values.position < 0) {
      errors.position = trans('The position must be at least 0.');
    }
  }
  const prices = values.prices ?? [];
  if (!values.free && prices.length === 0) {
    errors.prices = trans('A paid plan needs at least one price.');
  } else {
    const perPrice = prices.map((price) => priceErrors(price, trans));
    if (perPrice.some((entry) => Object.keys(entry).length > 0)) errors.prices = perPrice;
  }
  const features = (values.feature_list ?? []).map((feature) =>
    feature.text?.trim() ? {} : { text: trans('Enter the feature or remove it.') },
  );
  if (features.some((entry) => entry.text)) errors.feature_list = features;
  return errors;
}
