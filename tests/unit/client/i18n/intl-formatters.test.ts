import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  displayNames,
  numberFormat,
  relativeTimeFormat,
} from '@client/i18n/intl-formatters';

describe('Intl formatters', () => {
  it('builds one formatter per locale and options and reuses it', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en')).not.toBe(numberFormat('fr'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }),
    );
  });

  it('formats as the constructors do', () => {
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(numberFormat('de').format(1234567)).toBe('1.234.567');
    expect(
      dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(1979, 4, 25)),
    ).toBe('May 25, 1979');
    expect(displayNames('en', { type: 'language' }).of('fr')).toBe('French');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('throws for an invalid locale, every time, without keeping anything', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
  });
});
