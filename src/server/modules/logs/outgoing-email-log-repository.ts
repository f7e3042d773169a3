import type { Insertable, Selectable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { OutgoingEmailLogTable } from './logs-tables';

export const OUTGOING_EMAIL_ORDER_COLUMNS = [
  'created_at',
  'id',
  'to',
  'subject',
  'status',
] as const;
export type OutgoingEmailOrderColumn = (typeof OUTGOING_EMAIL_ORDER_COLUMNS)[number];

export interface OutgoingEmailListQuery {
  page: number;
  perPage: number;
  orderBy: OutgoingEmailOrderColumn;
  orderDir: 'asc' | 'desc';
  query?: string;
  status?: 'sent' | 'logged' | 'failed';
}

export type OutgoingEmailRow = Selectable<OutgoingEmailLogTable>;
export type OutgoingEmailSummaryRow = Omit<OutgoingEmailRow, 'html' | 'text'>;
export type OutgoingEmailValues = Insertable<OutgoingEmailLogTable>;

const SUMMARY_COLUMNS = [
  'id',
  'to',
  'subject',
  'status',
  'error',
  'message_id',
  'created_at',
] as const;

/** outgoing_email_log: the mailer records every message, the admin logs page reads them. */
export class OutgoingEmailLogRepository extends Repository {
  async record(values: OutgoingEmailValues): Promise<void> {
    await this.db.insertInto('outgoing_email_log').values(values).execute();
  }

  page(
    options: OutgoingEmailListQuery,
  ): Promise<{ rows: OutgoingEmailSummaryRow[]; total: number }> {
    let base = this.db.selectFrom('outgoing_email_log');
    if (options.query) {
      base = base.where(matchesText(['to', 'subject'], options.query));
    }
    if (options.status) base = base.where('status', '=', options.status);
    return fetchPage<OutgoingEmailSummaryRow>(base, options, {
      columns: (query) => query.select(SUMMARY_COLUMNS),
    });
  }

  find(id: number): Promise<OutgoingEmailRow | undefined> {
    return this.db
      .selectFrom('outgoing_email_log')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
