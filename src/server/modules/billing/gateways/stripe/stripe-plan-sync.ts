import Stripe from 'stripe';
import type { GatewayPlan, GatewayPrice, SyncedPlan } from '../payment-gateway';

/**
 * One Stripe product per plan, one Stripe price per price of ours. Stripe prices are
 * immutable: a price whose amount, currency or cycle changed is archived and a new one created;
 * prices of the product that the plan no longer has are archived too.
 */
export async function syncStripePlan(stripe: Stripe, plan: GatewayPlan): Promise<SyncedPlan> {
  const productId = await upsertProduct(stripe, plan);
  const prices = new Map<number, string>();
  for (const price of plan.prices) {
    prices.set(price.id, await upsertPrice(stripe, productId, price));
  }
  const kept = new Set(prices.values());
  const active = await stripe.prices.list({ product: productId, active: true, limit: 100 });
  for (const stale of active.data.filter((price) => !kept.has(price.id))) {
    await stripe.prices.update(stale.id, { active: false });
  }
  return { externalId: productId, prices };
}

async function upsertProduct(stripe: Stripe, plan: GatewayPlan): Promise<string> {
  const fields = {
    name: plan.name,
    metadata: { product_id: String(plan.productId) },
  };
  if (plan.externalId) {
    const existing = await missingAsNull(() =>
      stripe.products.update(plan.externalId as string, {
        ...fields,
        description: plan.description ?? '',
        active: true,
      }),
    );
    if (existing) return existing.id;
  }
  const created = await stripe.products.create({
    ...fields,
    ...(plan.description ? { description: plan.description } : {}),
  });
  return created.id;
}

async function upsertPrice(
  stripe: Stripe,
  productId: string,
  price: GatewayPrice,
): Promise<string> {
  if (price.externalId) {
    const existing = await missingAsNull(() => stripe.prices.retrieve(price.externalId as string));
    if (existing && existing.active && samePrice(existing, productId, price)) return existing.id;
    if (existing?.active) await stripe.prices.update(existing.id, { active: false });
  }
  const created = await stripe.prices.create({
    product: productId,
    currency: price.currency.toLowerCase(),
    unit_amount: price.amount,
    recurring: { interval: price.interval, interval_count: price.interval_count },
    metadata: { price_id: String(price.id) },
  });
  return created.id;
}

export function samePrice(existing: Stripe.Price, productId: string, price: GatewayPrice): boolean {
  const product = typeof existing.product === 'string' ? existing.product : existing.product.id;
  return (
    product === productId &&
    existing.unit_amount === price.amount &&
    existing.currency === price.currency.toLowerCase() &&
    existing.recurring?.interval === price.interval &&
    existing.recurring?.interval_count === price.interval_count
  );
}

/** An id an earlier sync answered may be gone (other keys, deleted in the dashboard). */
async function missingAsNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      return null;
    }
    throw error;
  }
}
