import { z } from 'zod';
import {
  billingIntervals,
  price,
  product,
  subscriptionGateways,
  subscriptionStatuses,
} from './billing';
import { grantedPermission } from './roles';

/**
 * The admin billing API (issue 16; spec 2.9 plans and subscriptions), in the react-admin
 * conventions of every admin resource:
 *
 * plans.update:
 *   GET    admin/plans?page&perPage&orderBy&orderDir&query&ids → paginated(adminPlan)
 *   GET    admin/plans/{id}        → {plan}
 *   POST   admin/plans  planInput  → {plan}   synced to every configured gateway on save
 *   PUT    admin/plans/{id} planInput → {plan}
 *   DELETE admin/plans/{ids}       → {message}; 409 while a plan has valid subscriptions
 * subscriptions.update:
 *   GET    admin/subscriptions?page&perPage&orderBy&orderDir&query&product_id&status&gateway
 *          &renews_from&renews_to&user_id&ids → paginated(adminSubscription)
 *   GET    admin/subscriptions/{id}                      → {subscription}
 *   POST   admin/subscriptions  subscriptionGrantInput   → {subscription} (gateway 'none')
 *   POST   admin/subscriptions/{id}/cancel {immediately} → {subscription}
 *   POST   admin/subscriptions/{id}/resume               → {subscription}
 *   POST   admin/subscriptions/{id}/change-plan {productId, priceId} → {subscription}
 *   POST   admin/subscriptions/{id}/extend {ends_at}     → {subscription}
 *
 * A gateway that cannot be reached answers 502 `{message, errors: {}}` and nothing changes.
 */

export const priceInput = z.object({
  /** Present for an existing price; a changed amount, currency or interval makes a new price. */
  id: z.number().int().optional(),
  amount: z.number().int().min(0),
  currency: z.string(),
  interval: z.enum(billingIntervals),
  interval_count: z.number().int().min(1),
});

export const planInput = z.object({
  name: z.string(),
  description: z.string().nullable().optional(),
  hidden: z.boolean().optional(),
  free: z.boolean().optional(),
  recommended: z.boolean().optional(),
  /** A free plan whose permissions every signed-in member without a subscription holds. */
  default: z.boolean().optional(),
  feature_list: z.array(z.string()).optional(),
  position: z.number().int().optional(),
  prices: z.array(priceInput).optional(),
  /** What the plan grants, edited with the role permission editor. */
  permissions: z.array(grantedPermission).optional(),
});

export const adminPlan = product.extend({
  default: z.boolean(),
  permissions: z.array(grantedPermission),
  /** The plan's ids at the gateways (null: not synced there). */
  stripe_id: z.string().nullable(),
  paypal_id: z.string().nullable(),
  subscriptions_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const adminSubscription = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
  }),
  product_id: z.number().int(),
  product_name: z.string(),
  price,
  gateway: z.enum(subscriptionGateways),
  gateway_id: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  valid: z.boolean(),
  on_grace_period: z.boolean(),
  renews_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const subscriptionGrantInput = z.object({
  user_id: z.number().int(),
  product_id: z.number().int(),
  price_id: z.number().int(),
  /** ISO date-time; null: until cancelled. */
  ends_at: z.string().nullable(),
});

export const subscriptionCancelInput = z.object({ immediately: z.boolean().optional() });
export const subscriptionPlanChangeInput = z.object({
  productId: z.number().int(),
  priceId: z.number().int(),
});
export const subscriptionExtendInput = z.object({ ends_at: z.string() });

export type PriceInput = z.infer<typeof priceInput>;
export type PlanInput = z.infer<typeof planInput>;
export type AdminPlan = z.infer<typeof adminPlan>;
export type AdminSubscription = z.infer<typeof adminSubscription>;
export type SubscriptionGrantInput = z.infer<typeof subscriptionGrantInput>;
