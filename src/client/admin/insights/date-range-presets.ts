/** The insights pages' date ranges: whole UTC days, `from` and `to` both included. */
export interface DateRange {
  from: string;
  to: string;
}

export type RangePreset = '7d' | '30d' | '90d' | '12m';

export const RANGE_PRESETS: Array<{ id: RangePreset; label: string }> = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: '12m', label: 'Last 12 months' },
];

/** The most days the server answers for at once. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** Today's date in UTC, as the server counts days. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when reversed). */
export function daysIn({ from, to }: DateRange): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1);
}

/**
 * A preset's range ending today: 7, 30 or 90 days, or 12 months (from the day after the same
 * date a year earlier; 29 February a year on falls back to 1 March).
 */
export function presetRange(preset: RangePreset, today: string): DateRange {
  if (preset === '12m') {
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const yearAgo = new Date(Date.UTC(year - 1, month - 1, day));
    return { from: addDays(yearAgo.toISOString().slice(0, 10), 1), to: today };
  }
  const days = { '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: addDays(today, 1 - days), to: today };
}

/** The preset a range is, if any (so the picker shows it selected). */
export function presetOf(range: DateRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find(({ id }) => {
      const preset = presetRange(id, today);
      return preset.from === range.from && preset.to === range.to;
    })?.id ?? null
  );
}

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value;

/** Why a custom range cannot be asked for (English, to translate), or null when it can. */
export function rangeProblem(range: DateRange): string | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'Enter both dates.';
  if (range.from > range.to) return 'The start date must not be after the end date.';
  if (daysIn(range) > MAX_RANGE_DAYS) return 'Choose a range of at most 366 days.';
  return null;
}
