import { sql, type SelectQueryBuilder } from 'kysely';
import { toCount } from './dialect';

export interface PageRequest {
  page: number;
  perPage: number;
  /** A column the caller's schema has already whitelisted. */
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- any table's filtered base query
type BaseQuery = SelectQueryBuilder<any, any, {}>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the columns select
type SelectedQuery = SelectQueryBuilder<any, any, any>;

export interface PageOptions {
  /** What a row holds (every column by default), e.g. a summary without long bodies. */
  columns?: (query: BaseQuery) => SelectedQuery;
  /**
   * Text columns that sort ignoring case when ordered by: SQLite and PostgreSQL have different
   * default collations, so a plain ORDER BY would not give the same list on both.
   */
  caseInsensitive?: readonly string[];
  /** A column that breaks ties before the id (e.g. the newest first among equal ratings). */
  thenBy?: string;
  /**
   * The same rows as `base`, written the way counting them is cheapest, when that differs from
   * the way reading one ordered page is (e.g. `id in (subquery)` against a correlated `exists`).
   */
  countBase?: BaseQuery;
}

/**
 * One page of a filtered list and the total it was cut from: two queries over the same base,
 * ordered by the requested column with id as a stable tie-breaker.
 */
export async function fetchPage<Row>(
  base: BaseQuery,
  request: PageRequest,
  options: PageOptions = {},
): Promise<{ rows: Row[]; total: number }> {
  const column = sql.ref(request.orderBy);
  const order = options.caseInsensitive?.includes(request.orderBy) ? sql`lower(${column})` : column;
  const [counted, rows] = await Promise.all([
    (options.countBase ?? base).select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    (options.columns ?? ((query: BaseQuery) => query.selectAll()))(base)
      .orderBy(order, request.orderDir)
      .$if(options.thenBy !== undefined, (query) =>
        query.orderBy(sql.ref(options.thenBy!), request.orderDir),
      )
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
