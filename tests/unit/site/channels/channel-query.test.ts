import { describe, expect, it } from 'vitest';
import {
  channelApiParams,
  pageSearch,
  readChannelFilters,
  readPage,
  withFilter,
  withoutFilters,
} from '@client/site/channels/channel-query';

const params = (text: string) => new URLSearchParams(text);

describe('channel URL state', () => {
  it('reads the valid filters and drops values that fail the shared rules', () => {
    expect(
      readChannelFilters(
        params(
          'type=series&genre=drama&yearFrom=1990&yearTo=1800&ratingFrom=11&language=FRENCH&order=rating:desc',
        ),
      ),
    ).toEqual({ type: 'series', genre: 'drama', yearFrom: 1990, order: 'rating:desc' });
    expect(readChannelFilters(params('type=cartoon&order=name:sideways&ratingFrom=7.5'))).toEqual({
      ratingFrom: 7.5,
    });
  });

  it('drops the end of a year range that comes before its start', () => {
    expect(readChannelFilters(params('yearFrom=2000&yearTo=1990'))).toEqual({ yearFrom: 2000 });
    expect(readChannelFilters(params('yearFrom=1990&yearTo=1990'))).toEqual({
      yearFrom: 1990,
      yearTo: 1990,
    });
  });

  it('reads the page as a positive integer, 1 otherwise', () => {
    expect(readPage(params('page=3'))).toBe(3);
    expect(readPage(params('page=0'))).toBe(1);
    expect(readPage(params('page=2.5'))).toBe(1);
    expect(readPage(params('page=abc'))).toBe(1);
    expect(readPage(params(''))).toBe(1);
  });

  it('builds the API params from the restriction, the page above 1 and the valid filters', () => {
    expect(channelApiParams('drama', params('page=2&yearFrom=2000&junk=1&type=bad'))).toEqual({
      restriction: 'drama',
      page: 2,
      yearFrom: 2000,
    });
    expect(channelApiParams(undefined, params('page=1'))).toEqual({});
  });

  it('changes one filter, removing empty values and the page', () => {
    expect(withFilter(params('page=4&genre=drama'), 'type', 'movie').toString()).toBe(
      'genre=drama&type=movie',
    );
    expect(withFilter(params('genre=drama&type=movie'), 'genre', '').toString()).toBe('type=movie');
    expect(withoutFilters(params('genre=drama&page=2&utm=x&order=name:asc')).toString()).toBe(
      'utm=x',
    );
  });

  it('writes page links that keep the filters and drop page 1', () => {
    expect(pageSearch(params('genre=drama&page=3'), 4)).toBe('?genre=drama&page=4');
    expect(pageSearch(params('genre=drama&page=3'), 1)).toBe('?genre=drama');
    expect(pageSearch(params(''), 1)).toBe('');
  });
});
