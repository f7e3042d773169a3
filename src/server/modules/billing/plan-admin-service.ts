import type { AdminPlan } from '@common/api/admin-billing';
import type { PaginationResponse } from '@common/http/responses';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Flag } from '../../db/schema';
import type { ProductsTable } from './billing-tables';
import type { Transactions, Trx } from '../../db/transactions';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { PermissionGrantService } from '../permissions';
import type { GatewayRegistry } from './gateway-registry';
import type {
  PlanCreateInput,
  PlanListQuery,
  PlanUpdateInput,
  PriceFields,
} from './plan-admin-schema';
import type { PlanRepository, PriceRow, ProductRow } from './plan-repository';
import { pricesByProduct, toAdminPlan } from './plan-resource';
import {
  syncPlanToGateways,
  type PlannedPlan,
  type PlannedPrice,
  type SyncResult,
} from './plan-sync';
import type { SubscriptionRepository } from './subscription-repository';

export const PLAN_NOT_FOUND = 'Plan not found.';
export const PAID_PLAN_NEEDS_PRICE = 'A plan that is not free needs at least one price.';
export const DEFAULT_MUST_BE_FREE = 'Only a free plan can be the default plan.';
export const PLAN_HAS_SUBSCRIBERS = 'A plan with valid subscriptions cannot be deleted.';

interface Deps {
  plans: PlanRepository;
  subscriptions: SubscriptionRepository;
  grants: PermissionGrantService;
  gateways: GatewayRegistry;
  transactions: Transactions;
}

const toFlag = (value: boolean): Flag => (value ? 1 : 0);
const NEW_PLAN = {
  hidden: 0,
  free: 0,
  recommended: 0,
  default: 0,
  feature_list: '[]',
  position: 0,
} as const;

const samePrice = (row: PriceRow, input: PriceFields) =>
  row.amount === input.amount &&
  row.currency === input.currency &&
  row.interval === input.interval &&
  row.interval_count === input.interval_count;

/**
 * Plans in the admin (issue 16). A save syncs a paid plan to every enabled gateway first, then
 * stores the plan, its prices, its permissions and the ids the gateways answered in one
 * transaction; a gateway failure stores nothing. A changed price becomes a new price and the old
 * one is archived, so its subscribers keep paying what they signed up for.
 */
export class PlanAdminService {
  constructor(private readonly deps: Deps) {}

  async list(query: PlanListQuery): Promise<PaginationResponse<AdminPlan>> {
    const { rows, total } = await this.deps.plans.paginate(query);
    return paginationResponse(await this.resources(rows), total, query.page, query.perPage);
  }

  async show(id: number): Promise<AdminPlan> {
    const row = await this.deps.plans.findById(id);
    if (!row) throw new NotFoundError(PLAN_NOT_FOUND);
    return (await this.resources([row]))[0]!;
  }

  create(input: PlanCreateInput): Promise<AdminPlan> {
    return this.save(null, input);
  }

  async update(id: number, input: PlanUpdateInput): Promise<AdminPlan> {
    const product = await this.deps.plans.findById(id);
    if (!product) throw new NotFoundError(PLAN_NOT_FOUND);
    return this.save(product, input);
  }

  /** Deletes plans without valid subscriptions (409 otherwise), their ended ones with them. */
  async delete(ids: number[]): Promise<void> {
    await this.deps.transactions.run(async (trx) => {
      const found = await this.deps.plans.bound(trx).findMany(ids);
      if (!found.length) throw new NotFoundError(PLAN_NOT_FOUND);
      const existing = found.map((row) => row.id);
      const counts = await this.deps.subscriptions.bound(trx).validCounts(existing, nowIso());
      if ([...counts.values()].some((count) => count > 0)) {
        throw new ConflictError(PLAN_HAS_SUBSCRIBERS);
      }
      await this.deps.grants.revokeAll('plan', existing, trx);
      await this.deps.subscriptions.bound(trx).deleteForProducts(existing);
      await this.deps.plans.bound(trx).deleteProducts(existing);
    });
  }

  private async save(product: ProductRow | null, input: PlanUpdateInput): Promise<AdminPlan> {
    const current = product ? await this.deps.plans.pricesOf([product.id]) : [];
    const prices = this.plannedPrices(current, input.prices);
    const free = input.free ?? product?.free === 1;
    const errors: Record<string, string[]> = {};
    if (!free && !prices.length) errors.prices = [PAID_PLAN_NEEDS_PRICE];
    if ((input.default ?? product?.default === 1) && !free) errors.default = [DEFAULT_MUST_BE_FREE];
    if (Object.keys(errors).length) throw new InvalidError(errors);
    if (input.permissions) await this.deps.grants.assertValid(input.permissions);

    const plan: PlannedPlan = {
      product,
      name: input.name ?? product!.name,
      // absent keeps the description; null or '' clears it
      description:
        input.description === undefined
          ? (product?.description ?? null)
          : input.description || null,
      prices,
    };
    // a free plan takes no payment, so the gateways need not know it
    const synced: SyncResult = free
      ? { productIds: {}, priceIds: new Map() }
      : await syncPlanToGateways(this.deps.gateways, plan);
    const id = await this.deps.transactions.run((trx) =>
      this.store(trx, plan, input, current, synced),
    );
    return this.show(id);
  }

  /** The prices the plan will have: kept ones by id, changed or new ones with placeholder keys. */
  private plannedPrices(current: PriceRow[], input: PriceFields[] | undefined): PlannedPrice[] {
    if (!input) return current.map((row) => ({ key: row.id, existing: row, ...row }));
    const byId = new Map(current.map((row) => [row.id, row]));
    return input.map((price, index) => {
      const existing = price.id === undefined ? undefined : byId.get(price.id);
      if (price.id !== undefined && !existing) {
        throw new InvalidError({ prices: [`The price ${price.id} does not belong to this plan.`] });
      }
      if (existing && samePrice(existing, price)) return { key: existing.id, existing, ...price };
      return { key: -(index + 1), existing: null, ...price };
    });
  }

  private async store(
    trx: Trx,
    plan: PlannedPlan,
    input: PlanUpdateInput,
    current: PriceRow[],
    synced: SyncResult,
  ): Promise<number> {
    const plans = this.deps.plans.bound(trx);
    const now = nowIso();
    const fields: Updateable<ProductsTable> = {
      name: plan.name,
      description: plan.description,
      ...(input.hidden !== undefined && { hidden: toFlag(input.hidden) }),
      ...(input.free !== undefined && { free: toFlag(input.free) }),
      ...(input.recommended !== undefined && { recommended: toFlag(input.recommended) }),
      ...(input.default !== undefined && { default: toFlag(input.default) }),
      ...(input.feature_list !== undefined && { feature_list: JSON.stringify(input.feature_list) }),
      ...(input.position !== undefined && { position: input.position }),
      ...(synced.productIds.stripe !== undefined && { stripe_id: synced.productIds.stripe }),
      ...(synced.productIds.paypal !== undefined && { paypal_id: synced.productIds.paypal }),
      updated_at: now,
    };
    let id: number;
    if (plan.product) {
      id = plan.product.id;
      await plans.updateProduct(id, fields);
    } else {
      id = (
        await plans.insertProduct({
          ...NEW_PLAN,
          ...fields,
          name: plan.name,
          created_at: now,
          updated_at: now,
        })
      ).id;
    }
    if (input.default) await plans.clearDefaultExcept(id);

    const kept = new Set<number>();
    for (const price of plan.prices) {
      const external = synced.priceIds.get(price.key) ?? {};
      const ids = {
        ...(external.stripe !== undefined && { stripe_id: external.stripe }),
        ...(external.paypal !== undefined && { paypal_id: external.paypal }),
      };
      if (price.existing) {
        kept.add(price.existing.id);
        if (Object.keys(ids).length) await plans.updatePrice(price.existing.id, ids);
        continue;
      }
      await plans.insertPrice({
        product_id: id,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval,
        interval_count: price.interval_count,
        stripe_id: ids.stripe_id ?? null,
        paypal_id: ids.paypal_id ?? null,
        archived_at: null,
      });
    }
    await plans.archivePrices(current.filter((row) => !kept.has(row.id)).map((row) => row.id));
    if (input.permissions) await this.deps.grants.replace('plan', id, input.permissions, trx);
    return id;
  }

  private async resources(rows: ProductRow[]): Promise<AdminPlan[]> {
    const ids = rows.map((row) => row.id);
    const [prices, grants, counts] = await Promise.all([
      this.deps.plans.pricesOf(ids),
      this.deps.grants.grantsOfMany('plan', ids),
      this.deps.subscriptions.validCounts(ids, nowIso()),
    ]);
    const byProduct = pricesByProduct(prices);
    return rows.map((row) =>
      toAdminPlan(
        row,
        byProduct.get(row.id) ?? [],
        grants.get(row.id) ?? [],
        counts.get(row.id) ?? 0,
      ),
    );
  }
}
