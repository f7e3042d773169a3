import { sql, type Expression, type SqlBool } from 'kysely';
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

function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Reads outgoing_email_log, which the mailer writes for every message. */
export class OutgoingEmailLogRepository {
  constructor(private readonly db: Db) {}

  async page(options: OutgoingEmailListQuery) {
    let base = this.db.selectFrom('outgoing_email_log');
    if (options.query) {
      const pattern = likePattern(options.query);
      const matches = (column: 'to' | 'subject'): Expression<SqlBool> =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      base = base.where((eb) => eb.or([matches('to'), matches('subject')]));
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
