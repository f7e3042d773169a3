import { z } from 'zod';
import { subscriptionGateways, subscriptionStatuses } from '@common/api/billing';
import { idList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { routeIdParam } from '../catalogue';

const positiveId = (label: string) =>
  z.coerce
    .number({ message: `The ${label} must be an id.` })
    .int(`The ${label} must be an id.`)
    .positive(`The ${label} must be an id.`);

const dateTime = (label: string) =>
  z
    .string({ message: `The ${label} must be a date.` })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `The ${label} must be a date.`)
    .transform((value) => new Date(value).toISOString());

/** GET admin/subscriptions: filters by plan, status, gateway, renewal date, member and search. */
export const subscriptionListQuery = paginationQuery.extend({
  orderBy: z
    .enum(['id', 'created_at', 'updated_at', 'renews_at', 'ends_at'], {
      message: 'The order by is not valid.',
    })
    .default('created_at'),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  product_id: positiveId('plan').optional(),
  user_id: positiveId('user').optional(),
  status: z.enum(subscriptionStatuses, { message: 'The status is not valid.' }).optional(),
  gateway: z
    .enum(subscriptionGateways, { message: 'The gateway must be stripe, paypal or none.' })
    .optional(),
  valid: z.enum(['0', '1'], { message: 'The valid filter must be 1 or 0.' }).optional(),
  renews_from: dateTime('renewal start').optional(),
  renews_to: dateTime('renewal end').optional(),
  ids: idList,
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;

/** POST admin/subscriptions: a subscription granted by an administrator (gateway none). */
export const subscriptionGrantBody = z.strictObject({
  user_id: positiveId('user'),
  product_id: positiveId('plan'),
  price_id: positiveId('price'),
  ends_at: dateTime('end date')
    .nullish()
    .transform((value) => value ?? null),
});
export type SubscriptionGrant = z.infer<typeof subscriptionGrantBody>;

export const subscriptionCancelBody = z.strictObject({
  immediately: z.boolean({ message: 'The immediately field must be true or false.' }).optional(),
});

export const subscriptionPlanChangeBody = z.strictObject({
  productId: positiveId('plan'),
  priceId: positiveId('price'),
});

export const subscriptionExtendBody = z.strictObject({
  ends_at: dateTime('end date'),
});

export const subscriptionIdParam = z.object({ id: routeIdParam });
