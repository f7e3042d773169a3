import { z } from 'zod';
import type { DayRange } from '../db/day-buckets';
import { InvalidError } from './errors';

/** Days shown when no range is asked for, and the most one answer covers (insights, reports). */
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value;

const day = (name: string) =>
  z.string().refine(isDay, `The ${name} date must be a date (YYYY-MM-DD).`).optional();

/** ?from&to of the insights and reports answers. */
export const dayRangeQuery = z.strictObject({ from: day('from'), to: day('to') });

export type DayRangeQuery = z.infer<typeof dayRangeQuery>;

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export const daysIn = (range: DayRange) =>
  Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;

/**
 * The asked range with its defaults (to: today; from: the 30 days up to `to`); InvalidError when
 * `from` is after `to` or the range passes 366 days.
 */
export function resolveRange(query: DayRangeQuery, today: string): DayRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS);
  if (from > to) throw new InvalidError({ from: ['The from date must not be after the to date.'] });
  if (daysIn({ from, to }) > MAX_RANGE_DAYS)
    throw new InvalidError({ from: [`The range may not be longer than ${MAX_RANGE_DAYS} days.`] });
  return { from, to };
}

/** Every day of the range with its count (0 for days without any). */
export function fillDays(
  range: DayRange,
  counts: Array<{ date: string; count: number }>,
): Array<{ date: string; count: number }> {
  const byDay = new Map(counts.map((row) => [row.date, row.count]));
  return Array.from({ length: daysIn(range) }, (_, index) => {
    const date = addDays(range.from, index);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** The period just before a range, as many days long (a report's trend). */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}
