import { matchesText } from '../../db/text-search';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/dialect';

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

const SUMMARY_COLUMNS = [
  'id',
  'to',
  'subject',
  'status',
  'error',
  'message_id',
  'created_at',
] as const;

/** Reads outgoing_email_log, which the mailer writes for every message. */
export class OutgoingEmailLogRepository {
  constructor(private readonly db: Db) {}

  async page(options: OutgoingEmailListQuery) {
    let base = this.db.selectFrom('outgoing_email_log');
    if (options.query) {
      base = base.where(matchesText(['to', 'subject'], options.query));
    }
    if (options.status) base = base.where('status', '=', options.status);
    const [rows, count] = await Promise.all([
      base
        .select(SUMMARY_COLUMNS)
        .orderBy(options.orderBy, options.orderDir)
        .orderBy('id', options.orderDir)
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { data: rows, total: toCount(count.count) };
  }

  async find(id: number) {
    return this.db
      .selectFrom('outgoing_email_log')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
