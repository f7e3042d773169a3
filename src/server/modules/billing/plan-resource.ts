import type { AdminPlan } from '@common/api/admin-billing';
import type { Price, Product } from '@common/api/billing';
import type { GrantedPermission } from '@common/permissions/permission';
import type { PriceRow, ProductRow } from './plan-repository';

export function toPrice(row: PriceRow): Price {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    interval_count: row.interval_count,
  };
}

export function featureList(row: ProductRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.feature_list);
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A plan as members see it, with the prices given (its current ones). */
export function toProduct(row: ProductRow, prices: PriceRow[]): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    hidden: row.hidden === 1,
    free: row.free === 1,
    recommended: row.recommended === 1,
    feature_list: featureList(row),
    position: row.position,
    prices: prices.map(toPrice),
  };
}

export function toAdminPlan(
  row: ProductRow,
  prices: PriceRow[],
  permissions: GrantedPermission[],
  subscriptionsCount: number,
): AdminPlan {
  return {
    ...toProduct(row, prices),
    default: row.default === 1,
    permissions,
    stripe_id: row.stripe_id,
    paypal_id: row.paypal_id,
    subscriptions_count: subscriptionsCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Groups price rows by their plan. */
export function pricesByProduct(prices: PriceRow[]): Map<number, PriceRow[]> {
  const grouped = new Map<number, PriceRow[]>();
  for (const price of prices) {
    const list = grouped.get(price.product_id) ?? [];
    list.push(price);
    grouped.set(price.product_id, list);
  }
  return grouped;
}
