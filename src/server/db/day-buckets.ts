import { sql, type RawBuilder } from 'kysely';
import { toCount } from './dialect';

/** Whole UTC days from `from` to `to`, both included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export interface DayCount {
  date: string;
  count: number;
}

/** The day of an ISO-8601 timestamp column: its first ten characters (same SQL on both dialects). */
export function dayOf(column: string): RawBuilder<string> {
  return sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** The timestamps a range covers: from its first day's start to (not including) the day after it. */
export function rangeBounds(range: DayRange): { start: string; end: string } {
  const end = new Date(`${range.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: range.from, end: end.toISOString().slice(0, 10) };
}

/** Rows of a grouped count as day counts (PostgreSQL answers counts as strings). */
export const toDayCounts = (rows: Array<{ day: string; count: unknown }>): DayCount[] =>
  rows.map((row) => ({ date: row.day, count: toCount(row.count as number) }));
