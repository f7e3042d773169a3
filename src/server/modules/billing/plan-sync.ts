import type { BillingGatewayName } from '@common/api/billing';
import { callGateway } from './gateway-call';
import type { GatewayRegistry } from './gateway-registry';
import type { GatewayPrice } from './gateways/payment-gateway';
import type { PriceRow, ProductRow } from './plan-repository';

/** A price as it will be stored: an existing one (kept) or a new one, keyed for the sync. */
export interface PlannedPrice {
  /** Our id for a kept price; a negative placeholder for a new one (ids come on insert). */
  key: number;
  existing: PriceRow | null;
  amount: number;
  currency: string;
  interval: PriceRow['interval'];
  interval_count: number;
}

export interface PlannedPlan {
  product: ProductRow | null;
  name: string;
  description: string | null;
  prices: PlannedPrice[];
}

/** What the gateways answered: the plan's and each price key's external id per gateway. */
export interface SyncResult {
  productIds: Partial<Record<BillingGatewayName, string>>;
  priceIds: Map<number, Partial<Record<BillingGatewayName, string>>>;
}

const externalColumn = (gateway: BillingGatewayName) =>
  gateway === 'stripe' ? ('stripe_id' as const) : ('paypal_id' as const);

/**
 * Creates or updates a paid plan at every enabled gateway, before anything is stored: a gateway
 * failure stops the save. New prices travel with negative placeholder ids (our ids exist only
 * once the plan is stored) and a new plan with productId 0.
 */
export async function syncPlanToGateways(
  registry: GatewayRegistry,
  plan: PlannedPlan,
): Promise<SyncResult> {
  const result: SyncResult = { productIds: {}, priceIds: new Map() };
  for (const gateway of await registry.enabled()) {
    const column = externalColumn(gateway.name);
    const prices: GatewayPrice[] = plan.prices.map((price) => ({
      id: price.key,
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      interval_count: price.interval_count,
      externalId: price.existing?.[column] ?? null,
    }));
    const synced = await callGateway(gateway.name, () =>
      gateway.syncPlan({
        productId: plan.product?.id ?? 0,
        name: plan.name,
        description: plan.description,
        externalId: plan.product?.[column] ?? null,
        prices,
      }),
    );
    result.productIds[gateway.name] = synced.externalId;
    for (const [key, externalId] of synced.prices) {
      const ids = result.priceIds.get(key) ?? {};
      ids[gateway.name] = externalId;
      result.priceIds.set(key, ids);
    }
  }
  return result;
}
