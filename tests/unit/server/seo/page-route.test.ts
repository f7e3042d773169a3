import { describe, expect, it } from 'vitest';
import { matchPageRoute, routeId } from '@server/modules/seo/page-route';

describe('matchPageRoute', () => {
  it('matches the catalogue routes of app-routes.tsx', () => {
    expect(matchPageRoute('/')).toEqual({ page: 'home' });
    expect(matchPageRoute('/landing')).toEqual({ page: 'landing' });
    expect(matchPageRoute('/titles/12/alien')).toEqual({
      page: 'title',
      titleId: '12',
      section: 'main',
    });
    expect(matchPageRoute('/titles/012')).toMatchObject({ page: 'title', titleId: '12' });
    expect(matchPageRoute('/titles/12/alien/full-credits')).toMatchObject({
      section: 'full-credits',
    });
    expect(matchPageRoute('/titles/12/x/season/0')).toEqual({
      page: 'season',
      titleId: '12',
      season: '0',
      section: 'main',
    });
    expect(matchPageRoute('/titles/12/x/season/2/episode/3/videos')).toEqual({
      page: 'episode',
      titleId: '12',
      season: '2',
      episode: '3',
      section: 'videos',
    });
    expect(matchPageRoute('/people/5')).toEqual({ page: 'person', personId: '5' });
    expect(matchPageRoute('/people/5/ada')).toEqual({ page: 'person', personId: '5' });
    expect(matchPageRoute('/watch/7')).toEqual({ page: 'watch', videoId: '7' });
    expect(matchPageRoute('/news/8')).toEqual({ page: 'news', articleId: '8' });
    expect(matchPageRoute('/user/3/lee/ratings')).toEqual({
      page: 'profile',
      userId: '3',
      slug: 'lee',
      tab: 'ratings',
    });
    expect(matchPageRoute('/lists/9')).toEqual({ page: 'list', slugOrId: '9' });
    expect(matchPageRoute('/pages/about')).toEqual({ page: 'custom-page', idOrSlug: 'about' });
    expect(matchPageRoute('/pages/4/about')).toEqual({ page: 'custom-page', idOrSlug: '4' });
    expect(matchPageRoute('/search/the%20thing')).toEqual({ page: 'search', query: 'the thing' });
  });

  it('matches channels at the root and under channel/, with a restriction', () => {
    expect(matchPageRoute('/movies')).toEqual({
      page: 'channel',
      slugOrId: 'movies',
      restriction: null,
    });
    expect(matchPageRoute('/genre/drama')).toEqual({
      page: 'channel',
      slugOrId: 'genre',
      restriction: 'drama',
    });
    expect(matchPageRoute('/channel/movies/drama')).toEqual({
      page: 'channel',
      slugOrId: 'movies',
      restriction: 'drama',
    });
    expect(matchPageRoute('/news')).toEqual({
      page: 'channel',
      slugOrId: 'news',
      restriction: null,
    });
    expect(matchPageRoute('/caf%C3%A9')).toMatchObject({ slugOrId: 'café' });
  });

  it('leaves static pages, files and unknown deep paths alone', () => {
    for (const path of [
      '/login',
      '/register',
      '/account-settings',
      '/admin',
      '/admin/titles',
      '/search',
      '/watchlist',
      '/lists',
      '/lists/new',
      '/lists/5/edit',
      '/contact',
      '/password/reset/abc',
      '/favicon.ico',
      '/some/deep/page',
      '/%E0%A4%A',
    ]) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });

  it('sends ids that cannot exist to the not-found page', () => {
    for (const path of [
      '/titles/abc',
      '/titles/0/x',
      '/titles/1/x/season/x',
      '/people/-1',
      '/watch/1e3',
      '/news/x',
      '/user/x/y',
      '/user/1/lee/bogus-tab',
    ]) {
      expect(matchPageRoute(path), path).toEqual({ page: 'not-found' });
    }
  });
});

describe('routeId', () => {
  it('accepts 1–10 digits above zero (zero when allowed)', () => {
    expect(routeId('42')).toBe('42');
    expect(routeId('0')).toBeNull();
    expect(routeId('0', true)).toBe('0');
    expect(routeId('12345678901')).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });
});
