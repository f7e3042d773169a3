import { describe, expect, it } from 'vitest';
import { interpolate, translate } from '@common/i18n/translations';
import { maskEmail } from '@common/text/mask-email';
import { slugify } from '@common/text/slugify';

describe('maskEmail (spec 2.2)', () => {
  it('shows the first 2 characters of the local part, then ****@domain', () => {
    expect(maskEmail('johndoe@example.com')).toBe('jo****@example.com');
    expect(maskEmail('a@example.com')).toBe('a****@example.com');
  });

  it('shows a row of asterisks when the email is unknown', () => {
    expect(maskEmail(null)).toBe('********');
    expect(maskEmail('')).toBe('********');
  });
});

describe('slugify (spec 2.8)', () => {
  it('lowercases, joins words with hyphens and drops special characters', () => {
    expect(slugify('  Ada   Lovelace! ')).toBe('ada-lovelace');
    expect(slugify('Zoë Saldaña-Perego')).toBe('zoe-saldana-perego');
  });

  it('falls back to replacing whitespace when nothing is left', () => {
    expect(slugify('Акира Куросава')).toBe('акира-куросава');
  });
});

describe('translations', () => {
  it('replaces :placeholders, longest names first', () => {
    expect(interpolate('Hi :name, :name_full', { name: 'A', name_full: 'B' })).toBe('Hi A, B');
  });

  it('uses the translated line when present and the message otherwise', () => {
    const french = { language: 'fr', lines: { Hello: 'Bonjour :who' } };
    expect(translate(french, 'Hello', { who: 'Ada' })).toBe('Bonjour Ada');
    expect(translate({ language: 'en', lines: {} }, 'Hello')).toBe('Hello');
  });
});
