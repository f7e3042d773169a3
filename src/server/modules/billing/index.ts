/**
 * The billing module's public surface (issue 16): other modules reach it only through this file.
 * The accounts side does not import billing at all: it declares UserPlanSource (permissions),
 * which SubscriberPlans implements, and the composition root hands it over.
 */
export type { SubscriberPlans } from './subscriber-plans';
export type { ProductService, PlanChoice } from './product-service';
export type { PlanAdminService } from './plan-admin-service';
export type { SubscriptionAdminService } from './subscription-admin-service';
export type { CheckoutService } from './checkout-service';
export type { BillingAreaService } from './billing-area-service';
export type { WebhookService } from './webhooks/webhook-service';
export type { GatewayRegistry } from './gateway-registry';
