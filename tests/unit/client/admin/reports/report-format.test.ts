import { describe, expect, it } from 'vitest';
import { breakdownLabel, formatPercent, kpiChange } from '@client/admin/reports/report-format';

const trans = (english: string) => `«${english}»`;

describe('KPI change against the previous period', () => {
  it('gives the rounded percentage up or down', () => {
    expect(kpiChange({ value: 150, previous: 100 })).toEqual({ kind: 'up', percent: 50 });
    expect(kpiChange({ value: 1, previous: 3 })).toEqual({ kind: 'down', percent: 67 });
    expect(kpiChange({ value: 0, previous: 8 })).toEqual({ kind: 'down', percent: 100 });
    expect(kpiChange({ value: 30, previous: 10 })).toEqual({ kind: 'up', percent: 200 });
  });

  it('says no change for equal figures or a change that rounds to 0 %', () => {
    expect(kpiChange({ value: 7, previous: 7 })).toEqual({ kind: 'same' });
    expect(kpiChange({ value: 1001, previous: 1000 })).toEqual({ kind: 'same' });
  });

  it("says 'new' when the previous period had none, and nothing when neither had any", () => {
    expect(kpiChange({ value: 4, previous: 0 })).toEqual({ kind: 'new' });
    expect(kpiChange({ value: 0, previous: 0 })).toEqual({ kind: 'none' });
  });

  it('formats a percentage in the reader’s language', () => {
    expect(formatPercent(12, 'en')).toBe('12%');
    expect(formatPercent(12, 'fr')).toMatch(/^12\s%$/u);
  });
});

describe('breakdown labels', () => {
  it('names countries in the reader’s language, unknown ones as such', () => {
    expect(breakdownLabel('country', 'FR', trans, 'en')).toBe('France');
    expect(breakdownLabel('country', 'de', trans, 'fr')).toBe('Allemagne');
    expect(breakdownLabel('country', '', trans, 'en')).toBe('«Unknown»');
    expect(breakdownLabel('country', 'not a code', trans, 'en')).toBe('not a code');
  });

  it('translates devices and names direct visits', () => {
    expect(breakdownLabel('device', 'mobile', trans, 'en')).toBe('«Mobile»');
    expect(breakdownLabel('device', 'desktop', trans, 'en')).toBe('«Desktop»');
    expect(breakdownLabel('referrer', '', trans, 'en')).toBe('«Direct»');
    expect(breakdownLabel('referrer', 'news.example.org', trans, 'en')).toBe('news.example.org');
  });

  it('shows browsers and pages as they are', () => {
    expect(breakdownLabel('browser', 'Firefox', trans, 'en')).toBe('Firefox');
    expect(breakdownLabel('browser', '', trans, 'en')).toBe('«Unknown»');
    expect(breakdownLabel('page', '/titles/1', trans, 'en')).toBe('/titles/1');
  });
});
