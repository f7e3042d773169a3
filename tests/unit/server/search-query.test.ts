import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TOKENS,
  foldForComparison,
  fts5PrefixQuery,
  rankCandidates,
  searchTokens,
  tsPrefixQuery,
} from '@server/modules/search/search-query';

describe('searchTokens', () => {
  it('splits on anything but letters, digits and marks, lowercased', () => {
    expect(searchTokens('  Star Wars: Episode IV ')).toEqual(['star', 'wars', 'episode', 'iv']);
    expect(searchTokens("Schindler's List")).toEqual(['schindler', 's', 'list']);
    expect(searchTokens('Spider-Man 2')).toEqual(['spider', 'man', '2']);
    expect(searchTokens('Amélie')).toEqual(['amélie']);
    expect(searchTokens('Ame\u0301lie')).toEqual(['amélie']);
    expect(searchTokens('東京物語')).toEqual(['東京物語']);
  });

  it('leaves no index syntax: quotes, operators and empty input give no tokens', () => {
    for (const garbage of ['', '   ', '"', '"*', '*', '()', '^', ':*', '&|!', '—', "'", '\u0301']) {
      expect(searchTokens(garbage)).toEqual([]);
    }
    expect(searchTokens('a" OR "b')).toEqual(['a', 'or', 'b']);
    expect(searchTokens('x:* & y | !z')).toEqual(['x', 'y', 'z']);
  });

  it('keeps at most MAX_SEARCH_TOKENS words', () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(searchTokens(many)).toHaveLength(MAX_SEARCH_TOKENS);
  });
});

describe('prefix queries', () => {
  it('quotes every FTS5 token as a prefix term', () => {
    expect(fts5PrefixQuery(['star', 'or', 'wars'])).toBe('"star"* "or"* "wars"*');
  });

  it('joins PostgreSQL prefix terms with &', () => {
    expect(tsPrefixQuery(['star', 'wars'])).toBe('star:* & wars:*');
  });
});

describe('foldForComparison', () => {
  it('removes diacritics, punctuation and case', () => {
    expect(foldForComparison('  Amélie:  Le Fabuleux Destin! ')).toBe('amelie le fabuleux destin');
  });
});

describe('rankCandidates', () => {
  const candidate = (id: number, name: string, weight: number, original: string | null = null) => ({
    id,
    names: [name, original],
    weight,
  });

  it('puts exact matches first, then names starting with the query, then by weight', () => {
    const candidates = [
      candidate(1, 'The Matrix Reloaded', 50),
      candidate(2, 'Enter the Matrix', 90),
      candidate(3, 'The Matrix', 10),
      candidate(4, 'The Matrix Revolutions', 70),
      candidate(5, 'Matrix of Leadership', 99),
    ];
    expect(rankCandidates(candidates, 'the matrix', 10)).toEqual([3, 4, 1, 5, 2]);
  });

  it('matches the original name too, ignores accents and case, and breaks ties by id', () => {
    const candidates = [
      candidate(7, 'Some Film', 5),
      candidate(3, 'Amelie', 1, 'Le Fabuleux Destin'),
      candidate(2, 'Other', 5),
      candidate(9, 'Nothing', 2, 'AMÉLIE'),
    ];
    expect(rankCandidates(candidates, 'amélie', 10)).toEqual([9, 3, 2, 7]);
  });

  it('returns at most limit ids', () => {
    const candidates = Array.from({ length: 30 }, (_, i) => candidate(i + 1, `Film ${i}`, i));
    expect(rankCandidates(candidates, 'film', 5)).toEqual([30, 29, 28, 27, 26]);
  });
});
