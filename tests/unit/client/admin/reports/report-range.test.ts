import { describe, expect, it } from 'vitest';
import { rangeFromSearch, searchForRange, withRange } from '@client/admin/reports/report-range';

const today = '2026-11-27';
const params = (query: string) => new URLSearchParams(query);

describe('report range in the URL', () => {
  it('opens on the last 30 days when the URL names no range', () => {
    expect(rangeFromSearch(params(''), today)).toEqual({ from: '2026-10-29', to: today });
  });

  it('reads a preset, counted back from today', () => {
    expect(rangeFromSearch(params('range=7d'), today)).toEqual({ from: '2026-11-21', to: today });
    expect(rangeFromSearch(params('range=90d'), today)).toEqual({ from: '2026-08-30', to: today });
    expect(rangeFromSearch(params('range=12m'), today)).toEqual({ from: '2025-11-28', to: today });
  });

  it('reads a custom range', () => {
    expect(rangeFromSearch(params('from=2026-01-01&to=2026-01-31'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('falls back to the default for a range it cannot show', () => {
    const fallback = { from: '2026-10-29', to: today };
    for (const query of [
      'range=2w',
      'from=2026-01-31&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-11-01&to=2026-12-01',
      'from=2026-11-01',
    ])
      expect(rangeFromSearch(params(query), today)).toEqual(fallback);
  });

  it('writes a preset by its name and a custom range by its days', () => {
    expect(searchForRange({ from: '2026-11-21', to: today }, today)).toEqual({ range: '7d' });
    expect(searchForRange({ from: '2026-11-01', to: '2026-11-10' }, today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });

  it('replaces only the range parameters, and reads back what it wrote', () => {
    const custom = { from: '2026-11-01', to: '2026-11-10' };
    const next = withRange(params('range=7d&other=1'), custom, today);
    expect(next.toString()).toBe('other=1&from=2026-11-01&to=2026-11-10');
    expect(rangeFromSearch(next, today)).toEqual(custom);
    const back = withRange(next, { from: '2025-11-28', to: today }, today);
    expect(back.toString()).toBe('other=1&range=12m');
  });
});
