import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes } from '@client/app/app-routes';
import { indexClientRoutes } from '@server/render/client-routes';
import { matchPageRoute, routeId } from '@server/modules/seo/page-route';

/** Matched as the server does, with the kinds the app's own route table gives. */
const clientRoutes = indexClientRoutes(appRoutes, matchRoutes);
const match = (path: string) => matchPageRoute(path, clientRoutes.kindOf(path));

describe('matchPageRoute', () => {
  it('matches the catalogue routes of app-routes.tsx', () => {
    expect(match('/')).toEqual({ page: 'home' });
    expect(match('/landing')).toEqual({ page: 'landing' });
    expect(match('/titles/12/alien')).toEqual({
      page: 'title',
      titleId: '12',
      section: 'main',
    });
    expect(match('/titles/012')).toMatchObject({ page: 'title', titleId: '12' });
    expect(match('/titles/12/alien/full-credits')).toMatchObject({
      section: 'full-credits',
    });
    expect(match('/titles/12/x/season/0')).toEqual({
      page: 'season',
      titleId: '12',
      season: '0',
      section: 'main',
    });
    expect(match('/titles/12/x/season/2/episode/3/videos')).toEqual({
      page: 'episode',
      titleId: '12',
      season: '2',
      episode: '3',
      section: 'videos',
    });
    expect(match('/people/5')).toEqual({ page: 'person', personId: '5' });
    expect(match('/people/5/ada')).toEqual({ page: 'person', personId: '5' });
    expect(match('/watch/7')).toEqual({ page: 'watch', videoId: '7' });
    expect(match('/news/8')).toEqual({ page: 'news', articleId: '8' });
    expect(match('/user/3/lee/ratings')).toEqual({
      page: 'profile',
      userId: '3',
      slug: 'lee',
      tab: 'ratings',
    });
    expect(match('/lists/9')).toEqual({ page: 'list', slugOrId: '9' });
    expect(match('/pages/about')).toEqual({ page: 'custom-page', idOrSlug: 'about' });
    expect(match('/pages/4/about')).toEqual({ page: 'custom-page', idOrSlug: '4' });
    expect(match('/search/the%20thing')).toEqual({ page: 'search', query: 'the thing' });
  });

  it('matches channels at the root and under channel/, with a restriction', () => {
    expect(match('/movies')).toEqual({
      page: 'channel',
      slugOrId: 'movies',
      restriction: null,
    });
    expect(match('/genre/drama')).toEqual({
      page: 'channel',
      slugOrId: 'genre',
      restriction: 'drama',
    });
    expect(match('/channel/movies/drama')).toEqual({
      page: 'channel',
      slugOrId: 'movies',
      restriction: 'drama',
    });
    expect(match('/news')).toEqual({
      page: 'channel',
      slugOrId: 'news',
      restriction: null,
    });
    expect(match('/caf%C3%A9')).toMatchObject({ slugOrId: 'café' });
  });

  it('leaves static pages and paths the app has no route for alone', () => {
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
      '/some/deep/page',
      '/%E0%A4%A',
    ]) {
      expect(match(path), path).toBeNull();
    }
  });

  it('sends ids that cannot exist, and missing files, to the not-found page', () => {
    for (const path of [
      '/titles/abc',
      '/titles/0/x',
      '/titles/1/x/season/x',
      '/people/-1',
      '/watch/1e3',
      '/news/x',
      '/user/x/y',
      '/user/1/lee/bogus-tab',
      '/favicon.ico',
    ]) {
      expect(match(path), path).toEqual({ page: 'not-found' });
    }
  });
});

describe('the kinds of the app routes', () => {
  it('reads them from app-routes.tsx', () => {
    expect(clientRoutes.kindOf('/movies')).toBe('channel');
    expect(clientRoutes.kindOf('/pricing')).toBe('page');
    expect(clientRoutes.kindOf('/billing/change-plan')).toBe('page');
    expect(clientRoutes.kindOf('/checkout/1/2/stripe/done')).toBe('page');
    expect(clientRoutes.kindOf('/genre/drama')).toBe('channel');
    expect(clientRoutes.kindOf('/login')).toBe('page');
    expect(clientRoutes.kindOf('/admin/users/1')).toBe('page');
    expect(clientRoutes.kindOf('/titles/1/alien')).toBe('page');
    expect(clientRoutes.kindOf('/404')).toBe('not-found');
    expect(clientRoutes.kindOf('/titles/1/alien/nonsense/more')).toBe('not-found');
    expect(clientRoutes.kindOf('/a/b/c')).toBe('not-found');
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
