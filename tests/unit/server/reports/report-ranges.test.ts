import { describe, expect, it } from 'vitest';
import { previousRange, resolveRange } from '@server/domain/day-range';
import { finishedDays } from '@server/modules/reports/report-roll-ups';

describe('previousRange', () => {
  it('is as many days, ending the day before the range', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    // a leap year's 366 days: the previous period starts a day earlier than its year
    expect(previousRange({ from: '2024-01-01', to: '2024-12-31' })).toEqual({
      from: '2022-12-31',
      to: '2023-12-31',
    });
  });
});

describe('resolveRange', () => {
  it('defaults to the 30 days up to today and refuses more than 366 days', () => {
    expect(resolveRange({}, '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(resolveRange({ from: '2024-01-01', to: '2024-12-31' }, '2026-11-27')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(() => resolveRange({ from: '2024-01-01', to: '2025-01-01' }, '2026-11-27')).toThrow();
  });
});

describe('finishedDays', () => {
  it('lists the days of the range before today', () => {
    expect(finishedDays({ from: '2026-02-27', to: '2026-03-02' }, '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
    ]);
    expect(finishedDays({ from: '2026-03-01', to: '2026-03-05' }, '2026-03-01')).toEqual([]);
    expect(finishedDays({ from: '2026-01-01', to: '2026-01-03' }, '2026-11-27')).toHaveLength(3);
  });
});
