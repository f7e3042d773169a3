import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_LIMIT, searchPageParams } from '@common/catalogue/page-queries';
import { loaderKey } from '@common/http/loader-key';
import { channelParams, pageParams } from '@server/modules/seo/page-params';

describe('channelParams', () => {
  it('sends nothing for page 1 without filters', () => {
    expect(channelParams(null, new URLSearchParams(''))).toEqual({});
    expect(channelParams(null, new URLSearchParams('page=1'))).toEqual({});
  });

  it('keeps the restriction, pages above 1 and only valid filters, like channel-query.ts', () => {
    const params = channelParams(
      'drama',
      new URLSearchParams(
        'page=3&genre=%20comedy%20&yearFrom=1990&yearTo=abc&ratingFrom=7.50&language=EN&order=rating:desc&type=movie&x=1',
      ),
    );
    expect(params).toEqual({
      restriction: 'drama',
      page: 3,
      genre: 'comedy',
      yearFrom: 1990,
      ratingFrom: 7.5,
      order: 'rating:desc',
      type: 'movie',
    });
    expect(loaderKey('channels/movies', params)).toBe(
      'channels/movies?genre=comedy&order=rating%3Adesc&page=3&ratingFrom=7.5&restriction=drama&type=movie&yearFrom=1990',
    );
    expect(channelParams(null, new URLSearchParams('page=10001'))).toEqual({});
  });

  it("drops a year range's end before its start, as the client does (the API refuses it)", () => {
    expect(channelParams(null, new URLSearchParams('yearFrom=2000&yearTo=1990'))).toEqual({
      yearFrom: 2000,
    });
  });
});

describe('pageParams', () => {
  it('sends the page only above 1', () => {
    expect(pageParams(new URLSearchParams('page=2'))).toEqual({ page: 2 });
    expect(pageParams(new URLSearchParams('page=1'))).toEqual({});
    expect(pageParams(new URLSearchParams('page=x'))).toEqual({});
  });
});

describe('searchPageParams', () => {
  it('trims and caps the query as the client does, and skips queries too short to run', () => {
    expect(searchPageParams('  star  ')).toEqual({ query: 'star', limit: SEARCH_PAGE_LIMIT });
    expect(searchPageParams('x'.repeat(150))?.query).toHaveLength(100);
    expect(searchPageParams(' a ')).toBeNull();
  });
});
