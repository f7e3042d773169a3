import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  countryName,
  episodeLabel,
  formatCompactNumber,
  formatDate,
  formatDuration,
  formatMoney,
  formatRuntime,
  languageName,
  titleWithYear,
  yearOf,
} from '@client/site/titles/catalogue-format';

describe('formatRuntime', () => {
  it('writes hours and minutes', () => {
    expect(formatRuntime(134)).toBe('2h 14m');
    expect(formatRuntime(61)).toBe('1h 1m');
  });
  it('drops a zero part', () => {
    expect(formatRuntime(120)).toBe('2h');
    expect(formatRuntime(45)).toBe('45m');
  });
  it('shows nothing for a missing or empty runtime', () => {
    expect(formatRuntime(null)).toBeNull();
    expect(formatRuntime(0)).toBeNull();
    expect(formatRuntime(-5)).toBeNull();
  });
});

describe('formatDuration', () => {
  it('writes a clock with zero-padded seconds', () => {
    expect(formatDuration(151)).toBe('2:31');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
  it('shows nothing without a duration', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats whole dollars in the locale', () => {
    expect(formatMoney(150000000)).toBe('$150,000,000');
    expect(formatMoney(420500000, 'en')).toBe('$420,500,000');
    // French groups with narrow spaces and puts the sign after
    expect(formatMoney(1500, 'fr')).toMatch(/^1\s500\s\$US$/);
  });
  it('shows nothing for unknown (0) or missing amounts', () => {
    expect(formatMoney(0)).toBeNull();
    expect(formatMoney(null)).toBeNull();
  });
});

describe('dates', () => {
  it('formats a calendar date without slipping a day', () => {
    expect(formatDate('2019-05-30')).toBe('May 30, 2019');
    expect(formatDate('2019-05-30', 'en', 'medium')).toBe('May 30, 2019');
    expect(formatDate('2019-01-01T00:00:00.000Z', 'en-GB')).toBe('1 January 2019');
  });
  it('ignores bad dates', () => {
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate(null)).toBeNull();
    expect(yearOf('nope')).toBeNull();
  });
  it('reads the year', () => {
    expect(yearOf('1999-12-31')).toBe(1999);
  });
});

describe('ageInYears', () => {
  it('counts whole years up to the day', () => {
    expect(ageInYears('1980-06-15', '2020-06-14')).toBe(39);
    expect(ageInYears('1980-06-15', '2020-06-15')).toBe(40);
    expect(ageInYears('1980-06-15', new Date(Date.UTC(2026, 0, 1)))).toBe(45);
  });
  it('handles a leap-day birthday', () => {
    expect(ageInYears('2000-02-29', '2021-02-28')).toBe(20);
    expect(ageInYears('2000-02-29', '2021-03-01')).toBe(21);
  });
  it('is null without a birth date or for impossible ages', () => {
    expect(ageInYears(null, '2020-01-01')).toBeNull();
    expect(ageInYears('2030-01-01', '2020-01-01')).toBeNull();
  });
});

describe('names and labels', () => {
  it('names languages and countries, keeping unknown codes', () => {
    expect(languageName('fr')).toBe('French');
    expect(countryName('us')).toBe('United States');
    expect(languageName(null)).toBeNull();
    expect(languageName('!!')).toBe('!!');
  });
  it('labels episodes and titles', () => {
    expect(episodeLabel(1, 2)).toBe('S1 E2');
    expect(titleWithYear({ name: 'Heat', year: 1995 })).toBe('Heat (1995)');
    expect(titleWithYear({ name: 'Heat', year: null })).toBe('Heat');
  });
});

describe('formatCompactNumber', () => {
  it('shortens vote counts the way the locale does', () => {
    expect(formatCompactNumber(197_898, 'en')).toBe('198K');
    expect(formatCompactNumber(37, 'en')).toBe('37');
    expect(formatCompactNumber(197_898, 'fr')).toMatch(/^198\sk$/);
  });
});
