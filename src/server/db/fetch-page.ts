import { sql, type SelectQueryBuilder } from 'kysely';
import { toCount } from './dialect';

export interface PageRequest {
  page: number;
  perPage: number;
  /** A column the caller's schema has already whitelisted. */
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

export interface PageOptions {
  /**
   * Text columns that sort ignoring case when ordered by: SQLite and PostgreSQL have different
   * default collations, so a plain ORDER BY would not give the same list on both.
   */
  caseInsensitive?: readonly string[];
}

/**
 * One page of a filtered list and the total it was cut from: two queries over the same base,
 * ordered by the requested column with id as a stable tie-breaker.
 */
export async function fetchPage<Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- any table's filtered base query
  base: SelectQueryBuilder<any, any, {}>,
  request: PageRequest,
  options: PageOptions = {},
): Promise<{ rows: Row[]; total: number }> {
  const column = sql.ref(request.orderBy);
  const order = options.caseInsensitive?.includes(request.orderBy) ? sql`lower(${column})` : column;
  const [counted, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy(order, request.orderDir)
      .orderBy(sql.ref('id'), request.orderDir)
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage)
      .execute(),
  ]);
  return {
    rows: rows as Row[],
    total: toCount((counted as { total?: number } | undefined)?.total),
  };
}
