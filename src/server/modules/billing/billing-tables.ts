import type { Generated } from 'kysely';
import type {
  BillingGatewayName,
  BillingInterval,
  Invoice,
  SubscriptionGateway,
  SubscriptionStatus,
} from '@common/api/billing';
import type { Flag } from '../../db/schema';

/** A plan (spec 3 Product/plan); `stripe_id`/`paypal_id` are its ids at the gateways. */
export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  hidden: Flag;
  free: Flag;
  recommended: Flag;
  /** The free plan every signed-in member without a subscription holds. */
  default: Flag;
  /** JSON: an ordered list of strings. */
  feature_list: string;
  position: number;
  stripe_id: string | null;
  paypal_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A price of a plan; once changed it is archived (its subscribers keep it) and a new one made. */
export interface PricesTable {
  id: Generated<number>;
  product_id: number;
  /** Minor units of the currency. */
  amount: number;
  currency: string;
  interval: BillingInterval;
  interval_count: number;
  stripe_id: string | null;
  paypal_id: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  price_id: number;
  gateway: SubscriptionGateway;
  gateway_id: string | null;
  gateway_customer_id: string | null;
  status: SubscriptionStatus;
  renews_at: string | null;
  ends_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A member's customer at a gateway, reused by later checkouts. */
export interface BillingCustomersTable {
  id: Generated<number>;
  user_id: number;
  gateway: BillingGatewayName;
  customer_id: string;
  created_at: string;
}

export interface InvoicesTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number | null;
  gateway: SubscriptionGateway;
  gateway_id: string;
  number: string | null;
  amount: number;
  currency: string;
  status: Invoice['status'];
  pdf_url: string | null;
  paid_at: string | null;
  created_at: string;
}

/** Webhook events already handled, per gateway: a replay finds its id here and does nothing. */
export interface BillingWebhookEventsTable {
  id: Generated<number>;
  gateway: BillingGatewayName;
  event_id: string;
  type: string;
  received_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface BillingTables {
  products: ProductsTable;
  prices: PricesTable;
  subscriptions: SubscriptionsTable;
  billing_customers: BillingCustomersTable;
  invoices: InvoicesTable;
  billing_webhook_events: BillingWebhookEventsTable;
}
