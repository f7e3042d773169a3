import { describe, expect, it } from 'vitest';
import { parseRouteId } from '@common/catalogue/route-id';
import { creditsSource, videosSource } from '@client/site/titles/route-params';

describe('parseRouteId', () => {
  it('accepts positive integers only', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('0', true)).toBe(0);
    expect(parseRouteId('12abc')).toBeNull();
    expect(parseRouteId('-1')).toBeNull();
    expect(parseRouteId('1.5')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
    expect(parseRouteId('99999999999')).toBeNull();
  });
});

describe('creditsSource', () => {
  it('reads a title route', () => {
    expect(creditsSource({ titleId: '3', titleSlug: 'x' })).toEqual({
      kind: 'title',
      titleId: 3,
      path: 'titles/3/credits',
    });
  });

  it('reads a season route (season 0 holds specials)', () => {
    expect(creditsSource({ titleId: '3', titleSlug: 'x', season: '2' })).toEqual({
      kind: 'season',
      titleId: 3,
      season: 2,
      path: 'titles/3/seasons/2',
    });
    expect(creditsSource({ titleId: '3', season: '0' })?.path).toBe('titles/3/seasons/0');
  });

  it('reads an episode route', () => {
    expect(creditsSource({ titleId: '3', season: '2', episode: '5' })).toEqual({
      kind: 'episode',
      titleId: 3,
      season: 2,
      episode: 5,
      path: 'titles/3/seasons/2/episodes/5',
    });
  });

  it('rejects malformed params', () => {
    expect(creditsSource({ titleId: 'abc' })).toBeNull();
    expect(creditsSource({ titleId: '3', season: 'one' })).toBeNull();
    expect(creditsSource({ titleId: '3', season: '1', episode: 'x' })).toBeNull();
  });
});

describe('videosSource', () => {
  it('uses the title page for a title and the episode page for an episode', () => {
    expect(videosSource({ titleId: '3', titleSlug: 'x' })).toEqual({
      kind: 'title',
      titleId: 3,
      path: 'titles/3',
    });
    expect(videosSource({ titleId: '3', season: '1', episode: '2' })?.path).toBe(
      'titles/3/seasons/1/episodes/2',
    );
  });
  it('has no season variant', () => {
    expect(videosSource({ titleId: '3', season: '1' })).toBeNull();
  });
});
