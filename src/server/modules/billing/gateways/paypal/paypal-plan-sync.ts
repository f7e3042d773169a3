import {
  ApiError,
  type BillingPlan,
  type Client,
  IntervalUnit,
  PatchOp,
  PlanRequestStatus,
  SubscriptionsController,
  TenureType,
} from '@paypal/paypal-server-sdk';
import type { GatewayPlan, GatewayPrice, SyncedPlan } from '../payment-gateway';
import { paypalRequest } from './paypal-client';
import { toPaypalValue } from './paypal-money';

const UNIT: Record<GatewayPrice['interval'], IntervalUnit> = {
  day: IntervalUnit.Day,
  month: IntervalUnit.Month,
  year: IntervalUnit.Year,
};

/**
 * One catalog product per plan, one billing plan per price of ours. A billing plan whose amount,
 * currency or cycle changed is deactivated and a new one created (its subscribers keep theirs);
 * billing plans of the product that the plan no longer has are deactivated too.
 */
export async function syncPaypalPlan(client: Client, plan: GatewayPlan): Promise<SyncedPlan> {
  const subscriptions = new SubscriptionsController(client);
  const productId = await upsertProduct(client, plan);
  const prices = new Map<number, string>();
  for (const price of plan.prices) {
    prices.set(price.id, await upsertBillingPlan(subscriptions, productId, plan, price));
  }
  const kept = new Set(prices.values());
  for (const stale of await activePlans(subscriptions, productId)) {
    if (stale.id && !kept.has(stale.id)) await subscriptions.deactivateBillingPlan(stale.id);
  }
  return { externalId: productId, prices };
}

/**
 * PayPal lets a catalog product's description change, not its name: a renamed plan keeps its
 * product (subscribers see the billing plans' names, which are updated).
 */
async function upsertProduct(client: Client, plan: GatewayPlan): Promise<string> {
  const description = plan.description || plan.name;
  if (plan.externalId) {
    const path = `/v1/catalogs/products/${encodeURIComponent(plan.externalId)}`;
    const updated = await missingAsNull(() =>
      paypalRequest(client, 'PATCH', path, [
        { op: 'replace', path: '/description', value: description },
      ]),
    );
    if (updated !== null) return plan.externalId;
  }
  const created = await paypalRequest<{ id: string }>(client, 'POST', '/v1/catalogs/products', {
    name: plan.name,
    description,
    type: 'SERVICE',
  });
  return created.id;
}

async function upsertBillingPlan(
  subscriptions: SubscriptionsController,
  productId: string,
  plan: GatewayPlan,
  price: GatewayPrice,
): Promise<string> {
  if (price.externalId) {
    const id = price.externalId;
    const existing = await missingAsNull(
      async () => (await subscriptions.getBillingPlan(id)).result,
    );
    if (existing?.status === 'ACTIVE' && sameBillingPlan(existing, productId, price)) {
      if (existing.name !== plan.name) {
        await subscriptions.patchBillingPlan({
          id,
          body: [{ op: PatchOp.Replace, path: '/name', value: plan.name }],
        });
      }
      return id;
    }
    if (existing?.status === 'ACTIVE') await subscriptions.deactivateBillingPlan(id);
  }
  const { result } = await subscriptions.createBillingPlan({
    prefer: 'return=representation',
    body: {
      productId,
      name: plan.name,
      status: PlanRequestStatus.Active,
      billingCycles: [
        {
          frequency: { intervalUnit: UNIT[price.interval], intervalCount: price.interval_count },
          tenureType: TenureType.Regular,
          sequence: 1,
          totalCycles: 0,
          pricingScheme: {
            fixedPrice: {
              currencyCode: price.currency.toUpperCase(),
              value: toPaypalValue(price.amount, price.currency.toUpperCase()),
            },
          },
        },
      ],
      paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 1 },
    },
  });
  return result.id ?? '';
}

export function sameBillingPlan(
  existing: BillingPlan,
  productId: string,
  price: GatewayPrice,
): boolean {
  const cycle = existing.billingCycles?.find((c) => c.tenureType === TenureType.Regular);
  const fixed = cycle?.pricingScheme?.fixedPrice;
  const currency = price.currency.toUpperCase();
  return (
    existing.productId === productId &&
    fixed?.currencyCode === currency &&
    fixed.value === toPaypalValue(price.amount, currency) &&
    (cycle?.frequency.intervalUnit as string) === (UNIT[price.interval] as string) &&
    (cycle?.frequency.intervalCount ?? 1) === price.interval_count
  );
}

async function activePlans(subscriptions: SubscriptionsController, productId: string) {
  const plans: BillingPlan[] = [];
  for (let page = 1; page <= 50; page++) {
    const { result } = await subscriptions.listBillingPlans({ productId, pageSize: 20, page });
    const batch = result.plans ?? [];
    plans.push(...batch);
    if (batch.length < 20) break;
  }
  return plans.filter((plan) => plan.status === 'ACTIVE');
}

/** An id an earlier sync answered may be gone (other credentials, sandbox switched). */
async function missingAsNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return (await call()) ?? ({} as T);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}
