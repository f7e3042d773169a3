import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type {
  BillingGatewayName,
  SubscriptionGateway,
  SubscriptionStatus,
} from '@common/api/billing';
import { nowIso, toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { inIdSet } from '../../db/id-set';
import { Repository } from '../../db/transactions';
import { validAt } from './billing-conditions';
import type { SubscriptionsTable } from './billing-tables';
import type { SubscriptionListQuery } from './subscription-admin-schema';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Members' subscriptions and their customers at the gateways. */
export class SubscriptionRepository extends Repository {
  /** The plans of the member's valid subscriptions at `now`. */
  async validProductIds(userId: number, now: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('product_id')
      .distinct()
      .where('user_id', '=', userId)
      .where(validAt(now))
      .execute();
    return rows.map((row) => row.product_id);
  }

  async hasValid(userId: number, now: string): Promise<boolean> {
    return (await this.validProductIds(userId, now)).length > 0;
  }

  /** The member's subscriptions, newest first. */
  ofUser(userId: number): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async subscribedUserIds(now: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('user_id')
      .distinct()
      .where(validAt(now))
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** How many valid subscriptions each plan has. */
  async validCounts(productIds: number[], now: string): Promise<Map<number, number>> {
    if (!productIds.length) return new Map();
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['product_id', sql<number>`count(*)`.as('total')])
      .where('product_id', 'in', productIds)
      .where(validAt(now))
      .groupBy('product_id')
      .execute();
    return new Map(rows.map((row) => [row.product_id, toCount(row.total)]));
  }

  paginate(
    query: SubscriptionListQuery,
    userIds: number[] | null,
    now: string,
  ): Promise<{ rows: SubscriptionRow[]; total: number }> {
    let base = this.db.selectFrom('subscriptions');
    if (userIds) base = base.where(inIdSet(this.db, 'user_id', userIds));
    if (query.user_id) base = base.where('user_id', '=', query.user_id);
    if (query.product_id) base = base.where('product_id', '=', query.product_id);
    if (query.gateway) base = base.where('gateway', '=', query.gateway);
    if (query.status) base = base.where('status', '=', query.status);
    if (query.valid === '1') base = base.where(validAt(now));
    if (query.valid === '0') base = base.where((eb) => eb.not(validAt(now)(eb)));
    if (query.renews_from) base = base.where('renews_at', '>=', query.renews_from);
    if (query.renews_to) base = base.where('renews_at', '<=', query.renews_to);
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<SubscriptionRow>(base, query);
  }

  findById(id: number): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByGatewayId(
    gateway: SubscriptionGateway,
    gatewayId: string,
  ): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('gateway', '=', gateway)
      .where('gateway_id', '=', gatewayId)
      .executeTakeFirst();
  }

  insert(
    values: Omit<Insertable<SubscriptionsTable>, 'created_at' | 'updated_at'>,
  ): Promise<SubscriptionRow> {
    const now = nowIso();
    return this.db
      .insertInto('subscriptions')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Inserts or updates the gateway's subscription, keyed by (gateway, gateway_id). */
  upsertGateway(
    values: Omit<Insertable<SubscriptionsTable>, 'created_at' | 'updated_at'>,
  ): Promise<SubscriptionRow> {
    const now = nowIso();
    const { user_id: _user, gateway: _gateway, gateway_id: _id, ...changes } = values;
    return this.db
      .insertInto('subscriptions')
      .values({ ...values, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['gateway', 'gateway_id']).doUpdateSet({ ...changes, updated_at: now }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: Updateable<SubscriptionsTable>): Promise<SubscriptionRow> {
    return this.db
      .updateTable('subscriptions')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Moves the subscription from one status to another, when it is in the first. */
  async setStatusIf(id: number, from: SubscriptionStatus, to: SubscriptionStatus): Promise<void> {
    await this.db
      .updateTable('subscriptions')
      .set({ status: to, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', from)
      .execute();
  }

  /** Removes the (ended) subscriptions of plans being deleted. */
  async deleteForProducts(productIds: number[]): Promise<void> {
    if (!productIds.length) return;
    const ids = this.db
      .selectFrom('subscriptions')
      .select('id')
      .where('product_id', 'in', productIds);
    await this.db
      .updateTable('invoices')
      .set({ subscription_id: null })
      .where('subscription_id', 'in', ids)
      .execute();
    await this.db.deleteFrom('subscriptions').where('product_id', 'in', productIds).execute();
  }

  async customerOf(userId: number, gateway: BillingGatewayName): Promise<string | null> {
    const row = await this.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .where('gateway', '=', gateway)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }

  async saveCustomer(
    userId: number,
    gateway: BillingGatewayName,
    customerId: string,
  ): Promise<void> {
    await this.db
      .insertInto('billing_customers')
      .values({ user_id: userId, gateway, customer_id: customerId, created_at: nowIso() })
      .onConflict((oc) =>
        oc.columns(['user_id', 'gateway']).doUpdateSet({ customer_id: customerId }),
      )
      .execute();
  }
}
