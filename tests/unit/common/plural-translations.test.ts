import { describe, expect, it } from 'vitest';
import { selectPluralForm, translate } from '@common/i18n/translations';

const TITLES = ':count title |||| :count titles';
const english = { language: 'en', lines: {} };
const french = { language: 'fr', lines: { [TITLES]: ':count titre |||| :count titres' } };

describe('plural messages', () => {
  it('English: 1 is singular, 0 and 2 plural', () => {
    expect(translate(english, TITLES, { count: 0 })).toBe('0 titles');
    expect(translate(english, TITLES, { count: 1 })).toBe('1 title');
    expect(translate(english, TITLES, { count: 2 })).toBe('2 titles');
    expect(translate(english, TITLES, { count: 12 })).toBe('12 titles');
  });

  it("French: 0 and 1 are singular, 2 plural, through the language's line", () => {
    expect(translate(french, TITLES, { count: 0 })).toBe('0 titre');
    expect(translate(french, TITLES, { count: 1 })).toBe('1 titre');
    expect(translate(french, TITLES, { count: 2 })).toBe('2 titres');
    expect(translate(french, TITLES, { count: 1_000_000 })).toBe('1\u202f000\u202f000 titres');
  });

  it("writes the count in the language's digits", () => {
    expect(translate(english, ':count rating |||| :count ratings', { count: 1234 })).toBe(
      '1,234 ratings',
    );
  });

  it('keeps the other placeholders and a form without the count', () => {
    expect(translate(english, 'Follower |||| Followers', { count: 1 })).toBe('Follower');
    expect(
      translate(english, ':count item in :list |||| :count items in :list', {
        count: 3,
        list: 'Noir',
      }),
    ).toBe('3 items in Noir');
  });

  it('falls back to the English forms for a language without a line, and to the last form', () => {
    expect(translate({ language: 'fr', lines: {} }, TITLES, { count: 0 })).toBe('0 title');
    expect(selectPluralForm('one |||| other', 5, 'ar')).toBe('other');
    expect(selectPluralForm('just one form', 5, 'en')).toBe('just one form');
    expect(selectPluralForm('one |||| other', 1, 'not a language tag!')).toBe('one');
  });

  it('leaves a message without forms, or without a numeric count, as it is', () => {
    expect(translate(english, 'Slide :number of :count', { number: 1, count: 3 })).toBe(
      'Slide 1 of 3',
    );
    expect(translate(english, TITLES)).toBe(TITLES);
  });
});
