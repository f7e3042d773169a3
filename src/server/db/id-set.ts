import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { dialectOf } from './dialect';

/**
 * `column IN (ids)` with the whole list bound as ONE parameter (a PostgreSQL array, a JSON array
 * on SQLite), for id lists another module answered: they can be longer than the dialects allow
 * bound parameters (65,535 on PostgreSQL), which a plain IN list would hit.
 */
export function inIdSet<T>(
  db: Kysely<T>,
  column: string,
  ids: readonly number[],
): RawBuilder<SqlBool> {
  if (dialectOf(db) === 'postgres') {
    return sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::integer[])`;
  }
  return sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}
