import type { AdminSubscription } from '@common/api/admin-billing';
import type { BillingSubscription, PaymentMethod, Price, Product } from '@common/api/billing';
import type { UserContact } from '../users';
import type { SubscriptionRow } from './subscription-repository';
import { isActive, isValid, onGracePeriod } from './subscription-validity';

const UNKNOWN_USER = (id: number): UserContact => ({ id, name: '', email: '', image: null });

export function toAdminSubscription(
  row: SubscriptionRow,
  user: UserContact | undefined,
  product: Product | undefined,
  price: Price,
  now?: string,
): AdminSubscription {
  return {
    id: row.id,
    user: user ?? UNKNOWN_USER(row.user_id),
    product_id: row.product_id,
    product_name: product?.name ?? '',
    price,
    gateway: row.gateway,
    gateway_id: row.gateway_id,
    status: row.status,
    valid: isValid(row, now),
    on_grace_period: onGracePeriod(row, now),
    renews_at: row.renews_at,
    ends_at: row.ends_at,
    cancelled_at: row.cancelled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toBillingSubscription(
  row: SubscriptionRow,
  product: Product,
  price: Price,
  paymentMethod: PaymentMethod | null,
): BillingSubscription {
  return {
    id: row.id,
    gateway: row.gateway,
    status: row.status,
    valid: isValid(row),
    active: isActive(row),
    on_grace_period: onGracePeriod(row),
    renews_at: row.renews_at,
    ends_at: row.ends_at,
    created_at: row.created_at,
    product,
    price,
    payment_method: paymentMethod,
  };
}
