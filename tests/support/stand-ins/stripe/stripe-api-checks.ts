import { missing, StripeApiError } from './stripe-api-error';
import { field, type FormObject } from './stripe-form';
import type { StripePrice } from './stripe-objects';
import type { StripeState } from './stripe-state';

/** One API route: method, path pattern, and a handler of the path's groups and the form. */
export type StripeRoute = [
  string,
  RegExp,
  (params: string[], form: FormObject) => unknown | Promise<unknown>,
];

/** Lookups and checks the routes share, refusing as Stripe does. */
export function stripeApiChecks(state: StripeState) {
  const need = <K extends Parameters<StripeState['get']>[0]>(kind: K, id: string, label = kind) => {
    const object = state.get(kind, id);
    if (!object) throw missing(label.replace('.', ' '), id);
    return object;
  };
  const required = (form: FormObject, key: string) => {
    const value = field.string(form, key);
    if (!value)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Missing required param: ${key}.`,
        'parameter_missing',
        key,
      );
    return value;
  };
  const activePrice = (id: string, param: string): StripePrice => {
    const price = state.get('price', id);
    if (!price) throw missing('price', id, param);
    if (!price.active)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `The price specified is inactive. This field only accepts active prices.`,
        undefined,
        param,
      );
    return price;
  };

  return { need, required, activePrice };
}

export type StripeApiChecks = ReturnType<typeof stripeApiChecks>;
