import type { Insertable, Selectable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { InvoicesTable } from './billing-tables';

export type InvoiceRow = Selectable<InvoicesTable>;
export interface PageQuery {
  page: number;
  perPage: number;
}

/** Members' invoices as the gateways reported them, and the webhook events already handled. */
export class InvoiceRepository extends Repository {
  /** Inserts or updates the gateway's invoice, keyed by (gateway, gateway_id). */
  async upsert(values: Insertable<InvoicesTable>): Promise<InvoiceRow> {
    const {
      user_id: _user,
      gateway: _gateway,
      gateway_id: _id,
      created_at: _created,
      ...changes
    } = values;
    return this.db
      .insertInto('invoices')
      .values(values)
      .onConflict((oc) => oc.columns(['gateway', 'gateway_id']).doUpdateSet(changes))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The member's invoices, newest first. */
  pageOfUser(userId: number, page: PageQuery): Promise<{ rows: InvoiceRow[]; total: number }> {
    const base = this.db.selectFrom('invoices').where('user_id', '=', userId);
    return fetchPage<InvoiceRow>(base, { ...page, orderBy: 'created_at', orderDir: 'desc' });
  }

  findOfUser(userId: number, id: number): Promise<InvoiceRow | undefined> {
    return this.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Records a webhook event as handled; false when it was already (a replay), so the caller
   * does nothing. Call it in the transaction that handles the event.
   */
  async recordEvent(gateway: 'stripe' | 'paypal', eventId: string, type: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('billing_webhook_events')
      .values({ gateway, event_id: eventId, type, received_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
