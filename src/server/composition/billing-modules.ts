import type { Config } from '../config';
import type { Db } from '../db/connection';
import { Transactions } from '../db/transactions';
import { GatewayRegistry, type GatewayFactories } from '../modules/billing/gateway-registry';
import { PaypalGateway } from '../modules/billing/gateways/paypal/paypal-gateway';
import { StripeGateway } from '../modules/billing/gateways/stripe/stripe-gateway';
import { PlanAdminService } from '../modules/billing/plan-admin-service';
import { PlanRepository } from '../modules/billing/plan-repository';
import { ProductService } from '../modules/billing/product-service';
import { SubscriberPlans } from '../modules/billing/subscriber-plans';
import { SubscriptionRepository } from '../modules/billing/subscription-repository';
import type { PermissionGrantService } from '../modules/permissions';
import type { SettingsService } from '../modules/settings';
import type { UserService } from '../modules/users';
import { SubscriptionActions } from '../modules/billing/subscription-actions';
import { SubscriptionAdminService } from '../modules/billing/subscription-admin-service';
import { SubscriptionRecorder } from '../modules/billing/subscription-recorder';
import { BillingAreaService } from '../modules/billing/billing-area-service';
import { CheckoutService } from '../modules/billing/checkout-service';
import { InvoiceRepository } from '../modules/billing/invoice-repository';
import { SubscriptionView } from '../modules/billing/subscription-view';
import { WebhookService } from '../modules/billing/webhooks/webhook-service';

/** The SDK-backed gateways; the registry itself never imports an SDK. */
const GATEWAY_FACTORIES: GatewayFactories = {
  stripe: (credentials, options) => new StripeGateway(credentials, options),
  paypal: (credentials, options) => new PaypalGateway(credentials, options),
};

/**
 * Billing's answer to which plans a member holds, built BEFORE the accounts cluster (whose
 * permissions and user resource ask it): it needs only the database.
 */
export function buildSubscriberPlans(db: Db) {
  const repositories = {
    plans: new PlanRepository(db),
    subscriptions: new SubscriptionRepository(db),
  };
  return {
    repositories,
    subscriberPlans: new SubscriberPlans(repositories.subscriptions, repositories.plans),
  };
}

/** The billing cluster (issue 16): plans, gateways, subscriptions, checkout and webhooks. */
export function buildBillingModules(
  config: Config,
  db: Db,
  shared: {
    base: ReturnType<typeof buildSubscriberPlans>;
    settings: SettingsService;
    grants: PermissionGrantService;
    users: UserService;
  },
) {
  const transactions = new Transactions(db);
  const { plans, subscriptions } = shared.base.repositories;
  const gateways = new GatewayRegistry({
    settings: shared.settings,
    apiBases: config.billing,
    factories: GATEWAY_FACTORIES,
  });
  const products = new ProductService(plans);
  const recorder = new SubscriptionRecorder(subscriptions, plans, shared.users);
  const actions = new SubscriptionActions({ subscriptions, gateways, recorder, transactions });
  const invoices = new InvoiceRepository(db);
  const view = new SubscriptionView(products, gateways);
  return {
    subscriberPlans: shared.base.subscriberPlans,
    billingGateways: gateways,
    products,
    planAdmin: new PlanAdminService({
      plans,
      subscriptions,
      grants: shared.grants,
      gateways,
      transactions,
    }),
    subscriptionAdmin: new SubscriptionAdminService({
      subscriptions,
      products,
      users: shared.users,
      actions,
    }),
    checkout: new CheckoutService({
      products,
      subscriptions,
      gateways,
      recorder,
      view,
      settings: shared.settings,
      transactions,
      appUrl: config.appUrl,
    }),
    webhooks: new WebhookService({ gateways, recorder, subscriptions, invoices, transactions }),
    billingArea: new BillingAreaService({
      subscriptions,
      invoices,
      products,
      actions,
      view,
      settings: shared.settings,
      appUrl: config.appUrl,
    }),
  };
}
