import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeUrl, seasonUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { buildEpisode, buildNewsArticle, buildSeason } from '../support/seo-factories';
import { HtmlHead } from '../support/seo-html';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * An address the app has no page for, or one naming a row that does not exist, still shows the
 * app's not-found page, but answers 404 so that search engines do not index it as a page.
 */
let t: TestApp;
let title: Awaited<ReturnType<typeof buildTitle>>;

beforeAll(async () => {
  t = await createTestApp();
  title = await buildTitle(t.app, { name: 'Alien', year: 1979 });
  const season = await buildSeason(t.app, title.id, { number: 1 });
  await buildEpisode(t.app, season);
});
afterAll(() => t.close());

async function status(url: string) {
  const response = await t.client().get(url);
  return response.statusCode;
}

async function expectNotFoundPage(url: string) {
  const response = await t.client().get(url);
  expect(response.statusCode, url).toBe(404);
  expect(response.headers['content-type'], url).toContain('text/html');
  expect(new HtmlHead(response.body).meta('robots'), url).toBe('noindex');
}

describe('pages the app does not know', () => {
  it.each([
    '/pricing/typo/more',
    '/notifications/typo',
    '/billing/typo',
    '/checkout/1',
    '/404',
    '/titlez/1/alien/extra',
    '/people/1/ada/extra',
    '/admn/users/1',
    '/pages/1/privacy/extra',
    '/account-settings/typo',
    '/lists/9/edit/more',
  ])('answers 404 at %s', async (url) => {
    await expectNotFoundPage(url);
  });
});

describe('the notification and workspace pages (spec 2.5, issue 17)', () => {
  it.each(['/notifications', '/notifications/settings', '/workspace/7'])(
    'answers 200 at %s',
    async (url) => {
      expect(await status(url)).toBe(200);
    },
  );
});

describe('the billing pages (spec 2.7)', () => {
  it('answers 200 at /pricing', async () => {
    expect(await status('/pricing')).toBe(200);
  });
});

describe('pages that exist only with a setting', () => {
  it('answers 404 at /api-docs while the API integration is off (spec 2.7)', async () => {
    await t.app.services.settings.save({ 'api.integrated': false });
    try {
      await expectNotFoundPage('/api-docs');
    } finally {
      await t.app.services.settings.save({ 'api.integrated': true });
    }
    expect(await status('/api-docs')).toBe(200);
  });
});

describe('catalogue ids that do not exist', () => {
  it('answers 404 for every kind of page that shows a row', async () => {
    const missing = [
      '/titles/999999/missing',
      `${titleUrl(title)}/season/9`,
      `${seasonUrl(title, 1)}/episode/9`,
      `${episodeUrl(title, 1, 9)}/videos`,
      '/people/999999/nobody',
      '/watch/999999',
      '/news/999999',
      '/lists/999999',
      '/user/999999/nobody',
      '/pages/no-such-page',
      '/pages/999999/no-such-page',
      '/channel/no-such-channel',
      '/no-such-channel',
    ];
    for (const url of missing) await expectNotFoundPage(url);
  });
});

describe('known pages', () => {
  it('still answer 200', async () => {
    const person = await buildPerson(t.app, { name: 'Ada' });
    const article = await buildNewsArticle(t.app);
    const member = await buildUser(t.app, { name: 'Lee' });
    const known = [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/password/reset/some-token',
      '/contact',
      '/account-settings',
      '/admin',
      '/admin/users',
      '/search',
      '/lists',
      '/lists/new',
      '/watchlist',
      titleUrl(title),
      seasonUrl(title, 1),
      episodeUrl(title, 1, 1),
      `/people/${person.id}/ada`,
      `/news/${article.id}`,
      `/user/${member.id}/lee`,
    ];
    const failures: string[] = [];
    for (const url of known) {
      const code = await status(url);
      if (code !== 200) failures.push(`${url} → ${code}`);
    }
    expect(failures).toEqual([]);
  });
});
