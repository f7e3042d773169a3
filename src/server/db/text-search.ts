import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** A LIKE pattern for a case-insensitive substring search, with % _ and \ taken literally. */
export function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * True when any of the columns contains the query, ignoring case (spec 5: list search is
 * case-insensitive substring matching). Same SQL on SQLite and PostgreSQL.
 */
export function matchesText(columns: string[], query: string): RawBuilder<SqlBool> {
  const pattern = containsPattern(query);
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
