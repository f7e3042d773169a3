import { describe, expect, it } from 'vitest';
import {
  daysIn,
  presetOf,
  presetRange,
  rangeProblem,
  todayUtc,
} from '@client/admin/insights/date-range-presets';

describe('insights date-range presets', () => {
  const today = '2026-11-27';

  it('ends every preset today and counts its days', () => {
    expect(presetRange('7d', today)).toEqual({ from: '2026-11-21', to: today });
    expect(presetRange('30d', today)).toEqual({ from: '2026-10-29', to: today });
    expect(presetRange('90d', today)).toEqual({ from: '2026-08-30', to: today });
    expect(daysIn(presetRange('7d', today))).toBe(7);
    expect(daysIn(presetRange('30d', today))).toBe(30);
    expect(daysIn(presetRange('90d', today))).toBe(90);
  });

  it('makes 12 months start the day after the same date a year earlier', () => {
    expect(presetRange('12m', today)).toEqual({ from: '2025-11-28', to: today });
    expect(daysIn(presetRange('12m', today))).toBe(365);
    // a year that holds 29 February: 366 days, the most the server answers for
    expect(daysIn(presetRange('12m', '2024-03-01'))).toBe(366);
    expect(presetRange('12m', '2024-02-29')).toEqual({ from: '2023-03-02', to: '2024-02-29' });
  });

  it('crosses month and year ends', () => {
    expect(presetRange('7d', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(presetRange('7d', '2024-03-02')).toEqual({ from: '2024-02-25', to: '2024-03-02' });
  });

  it('recognises a preset range, and none for a custom one', () => {
    expect(presetOf(presetRange('90d', today), today)).toBe('90d');
    expect(presetOf({ from: '2026-11-01', to: today }, today)).toBeNull();
  });

  it('says what is wrong with a custom range', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-27' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-27' })).toBe('Enter both dates.');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-27' })).toBe('Enter both dates.');
    expect(rangeProblem({ from: '2026-11-28', to: '2026-11-27' })).toBe(
      'The start date must not be after the end date.',
    );
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe(
      'Choose a range of at most 366 days.',
    );
  });

  it('takes today in UTC', () => {
    expect(todayUtc(new Date('2026-11-27T23:30:00-05:00'))).toBe('2026-11-28');
  });
});
