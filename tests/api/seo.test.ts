import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeUrl, personUrl, seasonUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { buildCredit, buildPerson, buildTitle, buildVideo } from '../support/catalogue-factories';
import { put } from '../support/community-factories';
import { buildUser } from '../support/factories';
import {
  buildEpisode,
  buildNewsArticle,
  buildSeason,
  revokeFromGuests,
} from '../support/seo-factories';
import { HtmlHead } from '../support/seo-html';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let alien: Awaited<ReturnType<typeof buildTitle>>;
let director: Awaited<ReturnType<typeof buildPerson>>;
let actors: Array<Awaited<ReturnType<typeof buildPerson>>>;

const PLOT =
  'The crew of a commercial spacecraft encounters a deadly lifeform after investigating a ' +
  'mysterious transmission of unknown origin. Soon the crew realises that its life cycle has ' +
  'merely begun, and that the company sent them there on purpose.';

beforeAll(async () => {
  t = await createTestApp();
  alien = await buildTitle(t.app, {
    name: 'Alien',
    original_name: 'Alien',
    year: 1979,
    release_date: '1979-05-25',
    runtime: 117,
    plot: PLOT,
    tagline: 'In space no one can hear you scream.',
    poster: 'art/poster/alien.svg',
    backdrop: 'art/backdrop/alien.svg',
    rating: 8.46,
    vote_count: 1200,
    certification: 'R',
    language: 'en',
    genres: ['horror', 'science-fiction'],
  });
  director = await buildPerson(t.app, { name: 'Ridley Scott', known_for: 'directing' });
  await buildCredit(t.app, {
    personId: director.id,
    titleId: alien.id,
    department: 'directing',
    job: 'Director',
  });
  actors = [];
  for (const [order, name] of ['Sigourney Weaver', 'Tom Skerritt', 'John Hurt'].entries()) {
    const actor = await buildPerson(t.app, { name });
    actors.push(actor);
    // inserted in reverse billing order: the JSON-LD must follow the billing order
    await buildCredit(t.app, {
      personId: actor.id,
      titleId: alien.id,
      character: `Role ${order}`,
      order: 2 - order,
    });
  }
});
afterAll(() => t.close());

const page = async (url: string, client: TestClient = t.client()) => {
  const response = await client.get(url, { headers: { accept: 'text/html' } });
  expect(response.headers['content-type']).toContain('text/html');
  return { response, head: new HtmlHead(response.body) };
};

const api = async (url: string) => {
  const response = await t.client().get(`/api/v1/${url}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
};

const absolute = (path: string) => `${t.config.appUrl}${path}`;

describe('title page', () => {
  it('writes the title, description, canonical, Open Graph and Twitter tags', async () => {
    const { response, head } = await page(`/titles/${alien.id}/alien`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(head.title).toBe('Alien (1979) - Cinedex');
    const description = head.meta('description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(PLOT.startsWith(description.slice(0, -1))).toBe(true);
    const canonical = absolute(titleUrl(alien));
    expect(head.canonical).toBe(canonical);
    expect(head.meta('og:type')).toBe('video.movie');
    expect(head.meta('og:title')).toBe('Alien (1979) - Cinedex');
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:url')).toBe(canonical);
    expect(head.meta('og:site_name')).toBe('Cinedex');
    expect(head.meta('og:image')).toBe(absolute('/art/backdrop/alien.svg'));
    expect(head.meta('video:release_date')).toBe('1979-05-25');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('Alien (1979) - Cinedex');
    expect(head.meta('twitter:description')).toBe(description);
    expect(head.meta('twitter:image')).toBe(absolute('/art/backdrop/alien.svg'));
  });

  it('describes the film as schema.org Movie in JSON-LD', async () => {
    const { head } = await page(`/titles/${alien.id}/alien`);
    expect(head.jsonLd).toHaveLength(1);
    const movie = head.jsonLd[0]!;
    expect(movie).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Alien',
      url: absolute(titleUrl(alien)),
      image: absolute('/art/poster/alien.svg'),
      datePublished: '1979-05-25',
      duration: 'PT1H57M',
      contentRating: 'R',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 8.5,
        ratingCount: 1200,
        bestRating: 10,
      },
      director: [{ '@type': 'Person', name: 'Ridley Scott', url: absolute(personUrl(director)) }],
    });
    expect(movie.genre).toEqual(['Horror', 'Science-fiction']);
    expect((movie.actor as Array<{ name: string }>).map((actor) => actor.name)).toEqual([
      'John Hurt',
      'Tom Skerritt',
      'Sigourney Weaver',
    ]);
    expect(String(movie.description)).toContain('commercial spacecraft');
  });

  it("publishes no aggregateRating for a rating from an outside source (it is not the site's)", async () => {
    const rated = await buildTitle(t.app, {
      name: 'Heat',
      rating: 8.2,
      vote_count: 198_000,
      rating_source: 'IMDb',
    });
    const { head } = await page(`/titles/${rated.id}/heat`);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Movie', name: 'Heat' });
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');
  });

  it('embeds the API answer under the key the client reads, so the first render needs no call', async () => {
    const { head } = await page(`/titles/${alien.id}/alien`);
    const loaders = head.bootstrap.loaders;
    expect(Object.keys(loaders)).toEqual([`titles/${alien.id}`]);
    expect(loaders[`titles/${alien.id}`]).toEqual(await api(`titles/${alien.id}`));
  });

  it('sends a missing or old slug on to the canonical address, and serves sub-pages', async () => {
    const redirects: Array<[string, string]> = [
      [`/titles/${alien.id}`, titleUrl(alien)],
      [`/titles/${alien.id}/not-the-name?page=2`, `${titleUrl(alien)}?page=2`],
      [`/titles/0${alien.id}/alien/videos`, `${titleUrl(alien)}/videos`],
      [`/titles/${alien.id}/old/full-credits`, `${titleUrl(alien)}/full-credits`],
      [`/people/${director.id}`, personUrl(director)],
    ];
    for (const [from, to] of redirects) {
      const response = await t.client().get(from, { headers: { accept: 'text/html' } });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    const canonical = await page(titleUrl(alien));
    expect(canonical.response.statusCode).toBe(200);
    expect(canonical.head.canonical).toBe(absolute(titleUrl(alien)));

    const credits = await page(`/titles/${alien.id}/alien/full-credits`);
    expect(credits.head.title).toBe('Full credits - Alien (1979) - Cinedex');
    expect(credits.head.canonical).toBe(absolute(`${titleUrl(alien)}/full-credits`));
    expect(Object.keys(credits.head.bootstrap.loaders)).toEqual([`titles/${alien.id}/credits`]);
    expect(credits.head.jsonLd).toEqual([]);

    const videos = await page(`/titles/${alien.id}/alien/videos`);
    expect(videos.head.title).toBe('Videos - Alien (1979) - Cinedex');
    expect(Object.keys(videos.head.bootstrap.loaders)).toEqual([`titles/${alien.id}`]);
  });

  it('answers 404 for a title that does not exist, or an id that cannot exist', async () => {
    for (const url of ['/titles/999999/missing', '/titles/999999', '/titles/abc/x']) {
      const { response, head } = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.bootstrap.loaders).toEqual({});
      expect(head.title).toBe('Cinedex');
    }
  });

  it('writes names safely: no markup or script can break out of the head', async () => {
    const nasty = await buildTitle(t.app, {
      name: '</script><script>alert(1)</script> "Quoted" & <b>bold</b>',
      plot: 'Plot with </script> inside',
    });
    const { response, head } = await page(titleUrl(nasty));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(head.meta('og:title')).toContain('"Quoted" &');
    expect(head.jsonLd[0]!.name).toBe(nasty.name);
    expect(head.bootstrap.loaders[`titles/${nasty.id}`]).toBeTruthy();
  });

  it('uses the templates saved in settings', async () => {
    await t.app.services.settings.save({
      'seo.title.title': 'Watch {{title.name}} ({{title.certification}}) on {{site_name}}',
      'seo.title.description': '{{title.tagline}} {{title.genres}}.',
    });
    try {
      const { head } = await page(`/titles/${alien.id}/alien`);
      expect(head.title).toBe('Watch Alien (R) on Cinedex');
      expect(head.meta('og:title')).toBe('Watch Alien (R) on Cinedex');
      expect(head.meta('description')).toBe(
        'In space no one can hear you scream. Horror, Science-fiction.',
      );
    } finally {
      await t.app.services.settings.save({
        'seo.title.title': '{{title.name}} ({{title.year}}) - {{site_name}}',
        'seo.title.description': '{{title.plot|title.tagline}}',
      });
    }
  });

  it('lets an admin edit the templates through the settings API, with a length limit', async () => {
    const admin = t.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const tooLong = await admin.send('PUT', '/api/v1/settings', {
      body: { 'seo.person.title': 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors['seo.person.title']).toEqual([
      'A template may have at most 1000 characters.',
    ]);
    const saved = await admin.send('PUT', '/api/v1/settings', {
      body: { 'seo.person.title': '{{person.name}} | {{site_name}}' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.seo.person.title).toBe('{{person.name}} | {{site_name}}');
    try {
      const { head } = await page(personUrl(director));
      expect(head.title).toBe('Ridley Scott | Cinedex');
    } finally {
      await t.app.services.settings.save({ 'seo.person.title': '{{person.name}} - {{site_name}}' });
    }
    // private: never sent to the browser
    const { head } = await page('/');
    expect(head.bootstrap.settings).not.toHaveProperty('seo');
  });

  it('keeps pages of signed-in users out of caches and still embeds their data', async () => {
    const user = await buildUser(t.app);
    const member = t.client();
    await member.login(user.email, user.password);
    const { response, head } = await page(`/titles/${alien.id}/alien`, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(head.bootstrap.user?.id).toBe(user.id);
    expect(head.bootstrap.loaders[`titles/${alien.id}`]).toBeTruthy();
  });

  it("embeds a member's own rating (and review, lists) with the title page, as the client reads them", async () => {
    const user = await buildUser(t.app);
    const member = t.client();
    await member.login(user.email, user.password);
    const rated = await member.send('PUT', `/api/v1/titles/${alien.id}/rating`, {
      body: { rating: 8 },
    });
    expect(rated.statusCode).toBe(200);
    const key = `titles/${alien.id}/viewer-state`;
    const viewerState = (await member.get(`/api/v1/${key}`)).json() as { rating: number | null };
    expect(viewerState.rating).toBe(8);
    const { head } = await page(`/titles/${alien.id}/alien`, member);
    expect(Object.keys(head.bootstrap.loaders)).toEqual([`titles/${alien.id}`, key]);
    expect(head.bootstrap.loaders[key]).toEqual(viewerState);
    // not for visitors, nor on the title's sub-pages, which do not show it
    expect(Object.keys((await page(`/titles/${alien.id}/alien`)).head.bootstrap.loaders)).toEqual([
      `titles/${alien.id}`,
    ]);
    const videos = await page(`/titles/${alien.id}/alien/videos`, member);
    expect(Object.keys(videos.head.bootstrap.loaders)).toEqual([`titles/${alien.id}`]);
  });
});

describe('series, seasons and episodes', () => {
  it('describes a series, a season and an episode', async () => {
    const series = await buildTitle(t.app, {
      type: 'series',
      name: 'Night Shift',
      year: 2019,
      plot: 'Doctors on the night shift.',
      poster: 'https://images.example.com/night-shift.jpg',
      backdrop: null,
      season_count: 1,
      episode_count: 1,
    });
    const season = await buildSeason(t.app, series.id, {
      number: 1,
      plot: 'The first season.',
      release_date: '2019-01-10',
      episode_count: 1,
    });
    await buildEpisode(t.app, season, {
      episode_number: 1,
      name: 'First Night',
      plot: 'A new doctor arrives.',
      runtime: 45,
      release_date: '2019-01-10',
    });

    const show = await page(titleUrl(series));
    expect(show.response.statusCode).toBe(200);
    expect(show.head.meta('og:type')).toBe('video.tv_show');
    expect(show.head.meta('og:image')).toBe('https://images.example.com/night-shift.jpg');
    expect(show.head.meta('twitter:card')).toBe('summary');
    expect(show.head.jsonLd[0]).toMatchObject({ '@type': 'TVSeries', name: 'Night Shift' });

    const seasonPage = await page(seasonUrl(series, 1));
    expect(seasonPage.response.statusCode).toBe(200);
    expect(seasonPage.head.title).toBe('Night Shift: Season 1 (2019) - Cinedex');
    expect(seasonPage.head.meta('description')).toBe('The first season.');
    expect(seasonPage.head.canonical).toBe(absolute(seasonUrl(series, 1)));
    expect(seasonPage.head.jsonLd[0]).toMatchObject({
      '@type': 'TVSeason',
      seasonNumber: 1,
      partOfSeries: { '@type': 'TVSeries', name: 'Night Shift' },
    });
    expect(Object.keys(seasonPage.head.bootstrap.loaders)).toEqual([
      `titles/${series.id}/seasons/1`,
    ]);

    const episode = await page(episodeUrl(series, 1, 1));
    expect(episode.response.statusCode).toBe(200);
    expect(episode.head.title).toBe('Night Shift S1 E1: First Night - Cinedex');
    expect(episode.head.meta('og:type')).toBe('video.episode');
    expect(episode.head.meta('description')).toBe('A new doctor arrives.');
    expect(episode.head.canonical).toBe(absolute(episodeUrl(series, 1, 1)));
    expect(episode.head.jsonLd[0]).toMatchObject({
      '@type': 'TVEpisode',
      name: 'First Night',
      episodeNumber: 1,
      duration: 'PT45M',
      datePublished: '2019-01-10',
      partOfSeason: { '@type': 'TVSeason', seasonNumber: 1, url: absolute(seasonUrl(series, 1)) },
      partOfSeries: { '@type': 'TVSeries', name: 'Night Shift', url: absolute(titleUrl(series)) },
    });
    const key = `titles/${series.id}/seasons/1/episodes/1`;
    expect(episode.head.bootstrap.loaders[key]).toEqual(await api(key));

    const missing = await page(episodeUrl(series, 1, 9));
    expect(missing.response.statusCode).toBe(404);
  });
});

describe('person, watch and news pages', () => {
  it('describes a person as schema.org Person with a profile card', async () => {
    const person = await buildPerson(t.app, {
      name: 'Ada Example',
      biography: 'Ada Example is an actor.\nBorn in Leeds.',
      birth_date: '1970-02-03',
      birth_place: 'Leeds, England',
      image: 'art/profile/ada.svg',
    });
    const { response, head } = await page(personUrl(person));
    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Ada Example - Cinedex');
    expect(head.meta('description')).toBe('Ada Example is an actor. Born in Leeds.');
    expect(head.meta('og:type')).toBe('profile');
    expect(head.meta('og:image')).toBe(absolute('/art/profile/ada.svg'));
    expect(head.canonical).toBe(absolute(personUrl(person)));
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Person',
      name: 'Ada Example',
      birthDate: '1970-02-03',
      birthPlace: 'Leeds, England',
      image: absolute('/art/profile/ada.svg'),
    });
    expect(head.bootstrap.loaders[`people/${person.id}`]).toEqual(await api(`people/${person.id}`));
    expect((await page('/people/999999/nobody')).response.statusCode).toBe(404);
  });

  it('describes a watch page with its video', async () => {
    const video = await buildVideo(t.app, alien.id, {
      name: 'Official Trailer',
      description: 'The trailer.',
      duration: 95,
    });
    const { response, head } = await page(`/watch/${video.id}`);
    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Official Trailer - Alien (1979) - Cinedex');
    expect(head.meta('description')).toBe('The trailer.');
    expect(head.meta('og:type')).toBe('video.other');
    expect(head.meta('og:video')).toBe(video.src);
    expect(head.canonical).toBe(absolute(`/watch/${video.id}`));
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'VideoObject',
      name: 'Official Trailer',
      duration: 'PT1M35S',
      embedUrl: video.src,
    });
    expect(Object.keys(head.bootstrap.loaders)).toEqual([`videos/${video.id}`]);
    expect((await page('/watch/999999')).response.statusCode).toBe(404);
  });

  it('describes a news article as schema.org NewsArticle', async () => {
    const article = await buildNewsArticle(t.app, {
      title: 'Sequel confirmed',
      byline: 'Jo Writer',
      image: 'uploads/news/sequel.jpg',
      body: '<p>The studio confirmed a <strong>sequel</strong> today.</p>',
      created_at: '2026-03-01T10:00:00.000Z',
    });
    const { response, head } = await page(`/news/${article.id}`);
    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Sequel confirmed - Cinedex');
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('article:published_time')).toBe('2026-03-01T10:00:00.000Z');
    expect(head.meta('description')).toContain('The studio confirmed a sequel today.');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Sequel confirmed',
      datePublished: '2026-03-01T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Jo Writer' },
      image: absolute('/uploads/news/sequel.jpg'),
    });
    expect(Object.keys(head.bootstrap.loaders)).toEqual([`news/${article.id}`]);
    expect((await page('/news/999999')).response.statusCode).toBe(404);
  });
});

describe('channels, the homepage and other pages', () => {
  it('embeds the homepage channel on the index page', async () => {
    const { response, head } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Cinedex');
    expect(head.canonical).toBe(`${t.config.appUrl}/`);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'WebSite', name: 'Cinedex' });
    expect(head.bootstrap.loaders['channels/homepage']).toEqual(await api('channels/homepage'));
  });

  it('follows settings.homepage.type on the index page', async () => {
    try {
      await t.app.services.settings.save({ 'homepage.type': 'landing' });
      const landing = await page('/');
      expect(landing.head.title).toBe('Cinedex - Every film and series, in one place');
      expect(landing.head.meta('description')).toBe(
        'Browse the catalogue, rate what you watched, keep a watchlist and share lists with friends.',
      );
      expect(Object.keys(landing.head.bootstrap.loaders)).toEqual(['channels/homepage']);

      await t.app.services.settings.save({ 'homepage.type': 'login' });
      const visitor = await page('/');
      expect(visitor.response.statusCode).toBe(200);
      expect(visitor.head.bootstrap.loaders).toEqual({});
      const user = await buildUser(t.app);
      const member = t.client();
      await member.login(user.email, user.password);
      const front = await page('/', member);
      expect(Object.keys(front.head.bootstrap.loaders)).toEqual(['channels/homepage']);
    } finally {
      await t.app.services.settings.save({ 'homepage.type': 'default' });
    }
    const standalone = await page('/landing');
    expect(standalone.head.canonical).toBe(absolute('/landing'));
    expect(Object.keys(standalone.head.bootstrap.loaders)).toEqual(['channels/homepage']);
  });

  it('embeds a channel page with the params its first query sends', async () => {
    const movies = await page('/movies');
    expect(movies.response.statusCode).toBe(200);
    expect(movies.head.title).toBe('Movies - Cinedex');
    expect(movies.head.canonical).toBe(absolute('/movies'));
    expect(Object.keys(movies.head.bootstrap.loaders)).toEqual(['channels/movies']);

    const filtered = await page('/channel/movies/horror?page=2&yearFrom=1970&bogus=1&order=x');
    expect(filtered.response.statusCode).toBe(200);
    expect(Object.keys(filtered.head.bootstrap.loaders)).toEqual([
      'channels/movies?page=2&restriction=horror&yearFrom=1970',
    ]);
    // the page's heading first, then the channel it narrows, as in the browser's title
    expect(filtered.head.title).toBe('Horror - Movies - Cinedex');
    expect(filtered.head.canonical).toBe(absolute('/movies/horror'));

    expect((await page('/no-such-channel')).response.statusCode).toBe(404);
  });

  it('names a genre page by its genre, then the channel', async () => {
    const genre = await page('/genre/horror');
    expect(genre.response.statusCode).toBe(200);
    expect(genre.head.title).toBe('Horror - Browse by genre - Cinedex');
    expect((await page('/genre')).head.title).toBe('Browse by genre - Cinedex');
  });

  it('does not look up channels for the static pages of the app', async () => {
    for (const url of ['/login', '/register', '/account-settings', '/search', '/admin/titles']) {
      const { response, head } = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(head.bootstrap.loaders, url).toEqual({});
      expect(head.title).toBe('Cinedex');
    }
  });

  it('embeds search results under the key of the search page, not for indexing', async () => {
    const { response, head } = await page('/search/alien');
    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Search results for “alien” - Cinedex');
    expect(head.meta('robots')).toBe('noindex, follow');
    const key = 'search?limit=24&query=alien';
    expect(Object.keys(head.bootstrap.loaders)).toEqual([key]);
    expect(head.bootstrap.loaders[key]).toEqual(await api(key));
    expect((await page('/search/a')).head.bootstrap.loaders).toEqual({});
  });

  it('embeds custom pages under the key use-custom-page reads', async () => {
    const bySlug = await page('/pages/about');
    expect(bySlug.response.statusCode).toBe(200);
    const answer = await api('custom-pages/about');
    expect(bySlug.head.bootstrap.loaders['custom-pages/about']).toEqual(answer);
    const { page: about } = answer as { page: { id: number; slug: string; title: string } };
    expect(bySlug.head.title).toBe(`${about.title} - Cinedex`);
    expect(bySlug.head.canonical).toBe(absolute(`/pages/${about.id}/${about.slug}`));

    const byId = await page(`/pages/${about.id}/${about.slug}`);
    expect(Object.keys(byId.head.bootstrap.loaders)).toEqual([`custom-pages/${about.id}`]);
    expect((await page('/pages/no-such-page')).response.statusCode).toBe(404);
  });

  it('embeds a profile and its default tab, and a public list', async () => {
    const user = await buildUser(t.app, { name: 'Lee Viewer' });
    const profile = await page(`/user/${user.id}/lee-viewer`);
    expect(profile.response.statusCode).toBe(200);
    expect(profile.head.meta('og:type')).toBe('profile');
    expect(Object.keys(profile.head.bootstrap.loaders).sort()).toEqual([
      `users/${user.id}/lists`,
      `users/${user.id}/profile`,
    ]);
    const reviews = await page(`/user/${user.id}/lee-viewer/reviews?page=2`);
    expect(Object.keys(reviews.head.bootstrap.loaders).sort()).toEqual([
      `users/${user.id}/profile`,
      `users/${user.id}/reviews?page=2`,
    ]);
    expect((await page(`/user/${user.id}/lee-viewer/nonsense`)).response.statusCode).toBe(404);
    expect((await page('/user/999999/nobody')).response.statusCode).toBe(404);

    const member = t.client();
    await member.login(user.email, user.password);
    // With a rating and no list, a profile without a tab opens on Ratings, as the client does.
    expect((await put(member, `/api/v1/titles/${alien.id}/rating`, { rating: 8 })).statusCode).toBe(
      200,
    );
    const rated = await page(`/user/${user.id}/lee-viewer`);
    expect(Object.keys(rated.head.bootstrap.loaders).sort()).toEqual([
      `users/${user.id}/profile`,
      `users/${user.id}/ratings`,
    ]);
    expect(rated.head.canonical).toBe(absolute(`/user/${user.id}/lee-viewer`));
    const created = await member.post('/api/v1/lists', {
      name: 'Space horror',
      description: 'Films set in the dark.',
      public: true,
      title_ids: [alien.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = created.json().list as { id: number };
    const listPage = await page(`/lists/${list.id}`);
    expect(listPage.response.statusCode).toBe(200);
    expect(listPage.head.title).toBe('Space horror - Cinedex');
    expect(listPage.head.meta('description')).toBe('Films set in the dark.');
    expect(listPage.head.canonical).toBe(absolute(`/lists/${list.id}`));
    expect(listPage.head.bootstrap.loaders[`lists/${list.id}`]).toEqual(
      await api(`lists/${list.id}`),
    );
    expect((await page('/lists/new')).head.bootstrap.loaders).toEqual({});
    // Once the member has a public list, Lists comes first again.
    const listed = await page(`/user/${user.id}/lee-viewer`);
    expect(Object.keys(listed.head.bootstrap.loaders).sort()).toEqual([
      `users/${user.id}/lists`,
      `users/${user.id}/profile`,
    ]);
    expect(listed.head.meta('description')).toMatch(/: 1 list, 1 rating, 0 reviews\.$/);
  });

  it('serves pages without data when the guest role lacks titles.view', async () => {
    const restore = await revokeFromGuests(t.app, 'titles.view');
    try {
      const { response, head } = await page(`/titles/${alien.id}/alien`);
      expect(response.statusCode).toBe(200);
      expect(head.bootstrap.loaders).toEqual({});
      expect(head.title).toBe('Cinedex');
    } finally {
      await restore();
    }
  });
});
