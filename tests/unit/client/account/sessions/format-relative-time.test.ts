import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@client/account/sessions/format-relative-time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const trans = (message: string) => (message === 'a few seconds ago' ? 'à l’instant' : message);
const format = (secondsAgo: number, locale = 'en') =>
  formatRelativeTime(new Date(NOW - secondsAgo * 1000).toISOString(), { locale, trans, now: NOW });

describe('formatRelativeTime (spec 9)', () => {
  it("says 'a few seconds ago' under 60 seconds, through the translation lines", () => {
    expect(format(0)).toBe('à l’instant');
    expect(format(59)).toBe('à l’instant');
  });

  it('uses units from minutes to years above that', () => {
    expect(format(60)).toBe('1 minute ago');
    expect(format(5 * 60)).toBe('5 minutes ago');
    expect(format(3 * 3600)).toBe('3 hours ago');
    expect(format(24 * 3600)).toBe('yesterday');
    expect(format(14 * 24 * 3600)).toBe('2 weeks ago');
    expect(format(60 * 24 * 3600)).toBe('2 months ago');
    expect(format(800 * 24 * 3600)).toBe('2 years ago');
  });

  it('formats in the active language', () => {
    expect(format(5 * 60, 'fr')).toBe('il y a 5 minutes');
  });

  it('returns nothing for an unreadable date', () => {
    expect(formatRelativeTime('not a date', { locale: 'en', trans, now: NOW })).toBe('');
  });
});
