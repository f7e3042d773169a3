import type { Price, Product } from '@common/api/billing';
import type { PaginationResponse } from '@common/http/responses';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { PlanRepository, PriceRow, ProductRow } from './plan-repository';
import { pricesByProduct, toPrice, toProduct } from './plan-resource';

export const PRICE_NOT_FOUND = 'This plan or price does not exist.';
export const FREE_PLAN_SWITCH =
  'A free plan needs no subscription: cancel yours to move to it when the period ends.';

/** A plan with one of its prices, as checkout and plan changes use them. */
export interface PlanChoice {
  productRow: ProductRow;
  priceRow: PriceRow;
  product: Product;
  price: Price;
}

/** The plans members see: the pricing page's list and the plan a checkout is for. */
export class ProductService {
  constructor(private readonly plans: PlanRepository) {}

  /** The visible plans by position, each with its current prices. */
  async visible(page: number, perPage: number): Promise<PaginationResponse<Product>> {
    const { rows, total } = await this.plans.visiblePage(page, perPage);
    const prices = pricesByProduct(await this.plans.pricesOf(rows.map((row) => row.id)));
    const data = rows.map((row) => toProduct(row, prices.get(row.id) ?? []));
    return paginationResponse(data, total, page, perPage);
  }

  /**
   * A visible paid plan and one of its current prices, which a member may subscribe to;
   * NotFoundError for a hidden, free or unknown plan or a price of another plan.
   */
  async purchasable(productId: number, priceId: number): Promise<PlanChoice> {
    const choice = await this.choice(productId, priceId);
    if (choice.productRow.hidden === 1 || choice.productRow.free === 1) {
      throw new NotFoundError(PRICE_NOT_FOUND);
    }
    if (choice.priceRow.archived_at !== null) throw new NotFoundError(PRICE_NOT_FOUND);
    return choice;
  }

  /**
   * A plan a subscriber may move to: visible with a current price (404 otherwise); a free plan
   * is 422, since leaving a paid plan is cancelling it.
   */
  async switchable(productId: number, priceId: number): Promise<PlanChoice> {
    const choice = await this.choice(productId, priceId);
    if (choice.productRow.hidden === 1 || choice.priceRow.archived_at !== null) {
      throw new NotFoundError(PRICE_NOT_FOUND);
    }
    if (choice.productRow.free === 1) throw new InvalidError({}, FREE_PLAN_SWITCH);
    return choice;
  }

  /** Any plan with any of its prices (archived ones too: a subscription may still pay one). */
  async choice(productId: number, priceId: number): Promise<PlanChoice> {
    const [productRow, priceRow] = await Promise.all([
      this.plans.findById(productId),
      this.plans.findPrice(priceId),
    ]);
    if (!productRow || !priceRow || priceRow.product_id !== productRow.id) {
      throw new NotFoundError(PRICE_NOT_FOUND);
    }
    const current = await this.plans.pricesOf([productRow.id]);
    return {
      productRow,
      priceRow,
      product: toProduct(productRow, current),
      price: toPrice(priceRow),
    };
  }

  /** Plans with their current prices and the given (maybe archived) prices, by id, in bulk. */
  async withPrices(
    productIds: number[],
    priceIds: number[],
  ): Promise<{ products: Map<number, Product>; prices: Map<number, Price> }> {
    const [rows, current, paid] = await Promise.all([
      this.plans.findMany([...new Set(productIds)]),
      this.plans.pricesOf([...new Set(productIds)]),
      this.plans.pricesByIds([...new Set(priceIds)]),
    ]);
    const byProduct = pricesByProduct(current);
    return {
      products: new Map(rows.map((row) => [row.id, toProduct(row, byProduct.get(row.id) ?? [])])),
      prices: new Map(paid.map((row) => [row.id, toPrice(row)])),
    };
  }

  /** Our price behind a gateway's price id, or undefined. */
  priceByExternalId(
    gateway: 'stripe' | 'paypal',
    externalId: string,
  ): Promise<PriceRow | undefined> {
    return this.plans.findPriceByExternalId(gateway, externalId);
  }
}
