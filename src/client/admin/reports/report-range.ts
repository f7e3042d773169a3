import {
  presetOf,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  type DateRange,
  type RangePreset,
} from '../insights/date-range-presets';

/** The range a report opens with when its URL names none. */
export const DEFAULT_PRESET: RangePreset = '30d';

const isPreset = (value: string | null): value is RangePreset =>
  RANGE_PRESETS.some(({ id }) => id === value);

/**
 * A report's range from its URL: `?range=7d|30d|90d|12m` (a preset, counted from today) or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (a custom range). Anything unreadable, reversed, longer than
 * the server answers or ending after today falls back to the default, so a shared link never
 * shows an error for a range nobody can fix in the picker.
 */
export function rangeFromSearch(params: URLSearchParams, today: string): DateRange {
  const preset = params.get('range');
  if (isPreset(preset)) return presetRange(preset, today);
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null) {
    const range = { from, to };
    if (rangeProblem(range) === null && to <= today) return range;
  }
  return presetRange(DEFAULT_PRESET, today);
}

/** The URL parameters that keep `range`: the preset's name when it is one, else both days. */
export function searchForRange(range: DateRange, today: string): Record<string, string> {
  const preset = presetOf(range, today);
  return preset ? { range: preset } : { from: range.from, to: range.to };
}

/** `params` with the range parameters replaced by `range`'s (other parameters kept). */
export function withRange(params: URLSearchParams, range: DateRange, today: string) {
  const next = new URLSearchParams(params);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  for (const [key, value] of Object.entries(searchForRange(range, today))) next.set(key, value);
  return next;
}
