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

/**
 * One page of a filtered list and the total it was cut from: two queries over the same base,
 * ordered by the requested column with id as a stable tie-breaker. `columns` picks what a row
 * holds (every column by default), e.g. a summary without long bodies.
 */
export async function fetchPage<Row>(
  base: BaseQuery,
  request: PageRequest,
  columns: (query: BaseQuery) => SelectedQuery = (query) => query.selectAll(),
): Promise<{ rows: Row[]; total: number }> {
  const [counted, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    columns(base)
      .orderBy(sql.ref(request.orderBy), request.orderDir)
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
