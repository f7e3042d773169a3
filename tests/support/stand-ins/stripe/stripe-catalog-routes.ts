import { StripeApiError } from './stripe-api-error';
import { field } from './stripe-form';
import { list, newId, type StripePrice } from './stripe-objects';
import type { StripeApiChecks, StripeRoute } from './stripe-api-checks';
import type { StripeState } from './stripe-state';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

/** Products and prices (plan sync). */
export function stripeCatalogRoutes(
  state: StripeState,
  { need, required }: StripeApiChecks,
): StripeRoute[] {
  return [
    [
      'POST',
      /^\/v1\/products$/,
      (_, form) =>
        state.put({
          id: newId('prod'),
          object: 'product' as const,
          name: required(form, 'name'),
          description: field.string(form, 'description') || null,
          active: field.boolean(form, 'active') ?? true,
          metadata: field.metadata(form, 'metadata') ?? {},
          created: state.now(),
        }),
    ],
    ['GET', /^\/v1\/products\/([^/]+)$/, ([id]) => need('product', id as string)],
    [
      'POST',
      /^\/v1\/products\/([^/]+)$/,
      ([id], form) => {
        const product = need('product', id as string);
        product.name = field.string(form, 'name') ?? product.name;
        const description = field.string(form, 'description');
        if (description !== undefined) product.description = description || null;
        product.active = field.boolean(form, 'active') ?? product.active;
        product.metadata = { ...product.metadata, ...field.metadata(form, 'metadata') };
        return product;
      },
    ],
    [
      'POST',
      /^\/v1\/prices$/,
      (_, form) => {
        const product = need('product', required(form, 'product'));
        const recurring = field.object(form, 'recurring');
        const interval = field.string(
          recurring,
          'interval',
        ) as StripePrice['recurring']['interval'];
        const unitAmount = field.integer(form, 'unit_amount');
        if (!INTERVALS.includes(interval))
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'Invalid recurring[interval].',
            undefined,
            'recurring[interval]',
          );
        if (unitAmount === undefined || unitAmount < 0)
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'Invalid integer: unit_amount.',
            undefined,
            'unit_amount',
          );
        return state.put({
          id: newId('price'),
          object: 'price' as const,
          product: product.id,
          active: true,
          currency: required(form, 'currency').toLowerCase(),
          unit_amount: unitAmount,
          unit_amount_decimal: String(unitAmount),
          type: 'recurring' as const,
          billing_scheme: 'per_unit' as const,
          recurring: {
            interval,
            interval_count: field.integer(recurring, 'interval_count') ?? 1,
            usage_type: 'licensed' as const,
          },
          metadata: field.metadata(form, 'metadata') ?? {},
          created: state.now(),
        });
      },
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (_, form) => {
        const product = field.string(form, 'product');
        const active = field.boolean(form, 'active');
        const prices = state
          .prices()
          .filter(
            (p) =>
              (!product || p.product === product) && (active === undefined || p.active === active),
          );
        return list(prices.reverse(), '/v1/prices');
      },
    ],
    ['GET', /^\/v1\/prices\/([^/]+)$/, ([id]) => need('price', id as string)],
    [
      'POST',
      /^\/v1\/prices\/([^/]+)$/,
      ([id], form) => {
        const price = need('price', id as string);
        for (const immutable of ['unit_amount', 'currency', 'recurring', 'product']) {
          if (immutable in form)
            throw new StripeApiError(
              400,
              'invalid_request_error',
              `Received unknown parameter: ${immutable}`,
              'parameter_unknown',
              immutable,
            );
        }
        price.active = field.boolean(form, 'active') ?? price.active;
        price.metadata = { ...price.metadata, ...field.metadata(form, 'metadata') };
        return price;
      },
    ],
  ];
}
