import type { PlanFormValues, PriceFormValue } from './plan-form-values';
import { currencyFractionDigits, DEFAULT_CURRENCY, majorToMinor } from './plan-money';

type Translate = (message: string, values?: Record<string, string | number>) => string;

/** What react-admin passes a validator besides the value: the input's full path in the form. */
interface InputContext {
  finalSource?: string;
}

/** The price item a price input belongs to ('prices.2.amount' → values.prices[2]). */
function priceOf(values: Partial<PlanFormValues>, context?: InputContext): PriceFormValue {
  const index = Number(/^prices\.(\d+)\./.exec(context?.finalSource ?? '')?.[1]);
  return (Number.isInteger(index) ? values.prices?.[index] : undefined) ?? {};
}

/**
 * The plan form's rules, one validator per input in react-admin's signature (value, all values,
 * input props); the server checks them again.
 */
export function planValidators(trans: Translate) {
  return {
    name: (value: unknown) =>
      typeof value === 'string' && value.trim() ? undefined : trans('The name field is required.'),

    position: (value: unknown) => {
      if (value === null || value === undefined || value === '') return undefined;
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return trans('The position must be a whole number.');
      }
      return value < 0 ? trans('The position must be at least 0.') : undefined;
    },

    prices: (value: unknown, values: Partial<PlanFormValues>) =>
      !values.free && (!Array.isArray(value) || value.length === 0)
        ? trans('A paid plan needs at least one price.')
        : undefined,

    amount: (value: unknown, values: Partial<PlanFormValues>, context?: InputContext) => {
      if (typeof value !== 'string' || !value.trim()) {
        return trans('The amount field is required.');
      }
      const currency = priceOf(values, context).currency || DEFAULT_CURRENCY;
      if (majorToMinor(value, currency) !== null) return undefined;
      const digits = currencyFractionDigits(currency);
      return digits === 0
        ? trans('The amount must be a whole number in this currency.')
        : trans('The amount must be a number with at most :digits decimals.', { digits });
    },

    currency: (value: unknown) =>
      typeof value === 'string' && /^[A-Z]{3}$/.test(value)
        ? undefined
        : trans('The currency field is required.'),

    interval: (value: unknown) => (value ? undefined : trans('The interval field is required.')),

    intervalCount: (value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1
        ? undefined
        : trans('The interval count must be a whole number of at least 1.'),

    feature: (value: unknown) =>
      typeof value === 'string' && value.trim()
        ? undefined
        : trans('Enter the feature or remove it.'),
  };
}

export type PlanValidators = ReturnType<typeof planValidators>;
