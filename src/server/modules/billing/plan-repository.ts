import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BillingGatewayName } from '@common/api/billing';
import { nowIso } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { PricesTable, ProductsTable } from './billing-tables';
import type { PlanListQuery } from './plan-admin-schema';

export type ProductRow = Selectable<ProductsTable>;
export type PriceRow = Selectable<PricesTable>;

/** Plans (products) and their prices. */
export class PlanRepository extends Repository {
  /** A page of the visible plans, by position. */
  visiblePage(page: number, perPage: number): Promise<{ rows: ProductRow[]; total: number }> {
    const base = this.db.selectFrom('products').where('hidden', '=', 0);
    return fetchPage<ProductRow>(base, { page, perPage, orderBy: 'position', orderDir: 'asc' });
  }

  paginate(query: PlanListQuery): Promise<{ rows: ProductRow[]; total: number }> {
    let base = this.db.selectFrom('products');
    if (query.query) base = base.where(matchesText(['name'], query.query));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<ProductRow>(base, query, { caseInsensitive: ['name'] });
  }

  findById(id: number): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findMany(ids: number[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
  }

  /** The default free plan's id, if one is set. */
  async defaultPlanId(): Promise<number | null> {
    const row = await this.db
      .selectFrom('products')
      .select('id')
      .where('default', '=', 1)
      .where('free', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** The prices of these plans, oldest first; archived ones too when asked. */
  async pricesOf(productIds: number[], withArchived = false): Promise<PriceRow[]> {
    if (!productIds.length) return [];
    return this.db
      .selectFrom('prices')
      .selectAll()
      .where('product_id', 'in', productIds)
      .$if(!withArchived, (query) => query.where('archived_at', 'is', null))
      .orderBy('id')
      .execute();
  }

  async pricesByIds(ids: number[]): Promise<PriceRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('prices').selectAll().where('id', 'in', ids).execute();
  }

  findPrice(id: number): Promise<PriceRow | undefined> {
    return this.db.selectFrom('prices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Our price behind a gateway's price (Stripe) or billing plan (PayPal) id. */
  findPriceByExternalId(
    gateway: BillingGatewayName,
    externalId: string,
  ): Promise<PriceRow | undefined> {
    return this.db
      .selectFrom('prices')
      .selectAll()
      .where(gateway === 'stripe' ? 'stripe_id' : 'paypal_id', '=', externalId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  insertProduct(values: Insertable<ProductsTable>): Promise<ProductRow> {
    return this.db.insertInto('products').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async updateProduct(id: number, values: Updateable<ProductsTable>): Promise<void> {
    await this.db.updateTable('products').set(values).where('id', '=', id).execute();
  }

  /** Only one plan is the default: clears the flag on every other. */
  async clearDefaultExcept(id: number): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ default: 0 })
      .where('id', '!=', id)
      .where('default', '=', 1)
      .execute();
  }

  insertPrice(
    values: Omit<Insertable<PricesTable>, 'created_at' | 'updated_at'>,
  ): Promise<PriceRow> {
    const now = nowIso();
    return this.db
      .insertInto('prices')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updatePrice(id: number, values: Updateable<PricesTable>): Promise<void> {
    await this.db
      .updateTable('prices')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async archivePrices(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const now = nowIso();
    await this.db
      .updateTable('prices')
      .set({ archived_at: now, updated_at: now })
      .where('id', 'in', ids)
      .execute();
  }

  async deleteProducts(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.deleteFrom('prices').where('product_id', 'in', ids).execute();
    await this.db.deleteFrom('products').where('id', 'in', ids).execute();
  }
}
