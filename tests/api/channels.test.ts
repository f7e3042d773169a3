import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChannelItem,
  ChannelPageResponse,
  NewsArticleSummary,
  TitleCard,
} from '@common/catalogue/catalogue-types';
import { createDefaultChannels, HOMEPAGE_ROWS } from '@server/modules/channels/default-channels';
import { buildModules } from '@server/modules';
import { buildPerson, buildTitle, buildVideo } from '../support/catalogue-factories';
import { buildChannel, buildNews, withoutGuestTitlesView } from '../support/channels-factories';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let guest: TestClient;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  guest = t.client();
  const now = new Date().toISOString();
  await t.app.services.db
    .insertInto('genres')
    .values(
      [
        ['thriller', 'Thriller'],
        ['drama', 'Drama'],
        ['science-fiction', 'Science Fiction'],
        ['comedy', 'Comedy'],
      ].map(([name, display_name]) => ({
        name: name!,
        display_name: display_name!,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  // Enough for the homepage rows to be capped: 22 titles (en and fr) and 8 news articles.
  for (let i = 0; i < 22; i++) {
    await buildTitle(t.app, {
      name: `Home ${i}`,
      language: i % 2 ? 'fr' : 'en',
      popularity: 1000 + i,
      vote_count: 100,
      genres: i % 3 ? ['drama'] : ['comedy'],
    });
  }
  for (let i = 1; i <= 8; i++) {
    await buildNews(t.app, { title: `Headline ${i}`, created_at: `2024-05-0${i}T00:00:00.000Z` });
  }
});
afterAll(() => t.close());

async function channel(slugOrId: string | number, query: Record<string, string> = {}) {
  const response = await guest.get(`/api/v1/channels/${slugOrId}`, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChannelPageResponse;
}

const names = (response: ChannelPageResponse) =>
  response.content.data.map(
    (item) => (item as { name?: string; title?: string }).name ?? (item as { title: string }).title,
  );

async function expect422(slug: string, query: Record<string, string>, field: string) {
  const response = await guest.get(`/api/v1/channels/${slug}`, { query });
  expect(response.statusCode, JSON.stringify(query)).toBe(422);
  expect(Object.keys(response.json().errors)).toEqual([field]);
  return response.json().errors[field] as string[];
}

describe(`channels on ${testDialect()}`, () => {
  it('offers the filter bar choices: every genre by display name and the languages (cached)', async () => {
    const page = await channel('trending');
    expect(page.filters.genres.map((genre) => genre.display_name)).toEqual([
      'Comedy',
      'Drama',
      'Science Fiction',
      'Thriller',
    ]);
    expect(page.filters.genres[0]).toEqual({
      id: expect.any(Number),
      name: 'comedy',
      display_name: 'Comedy',
    });
    expect(page.filters.languages).toEqual(['en', 'fr']);
    // Cached: a new genre shows up later, but it is usable as a restriction at once.
    await buildTitle(t.app, { name: 'Lone Western', genres: ['western'], language: 'we' });
    expect((await channel('movies')).filters.genres).toHaveLength(4);
    const western = await channel('genre', { restriction: 'western' });
    expect(names(western)).toEqual(['Lone Western']);
    // Other kinds of channels need no filter bar.
    expect((await channel('people')).filters).toEqual({ genres: [], languages: [] });
  });

  it('creates the default channels once, with the homepage made of nested channels', async () => {
    const home = await channel('homepage');
    expect(home.channel).toMatchObject({
      slug: 'homepage',
      content_type: 'channel',
      hide_title: true,
      restriction: null,
    });
    expect(home.restriction).toBeNull();
    const nested = home.content.data as Array<Extract<ChannelItem, { model_type: 'channel' }>>;
    expect(nested.map((item) => [item.model_type, item.slug])).toEqual(
      HOMEPAGE_ROWS.map((slug) => ['channel', slug]),
    );
    expect(home.content.total).toBe(HOMEPAGE_ROWS.length);
    const bySlug = Object.fromEntries(nested.map((item) => [item.slug, item]));
    expect(bySlug.trending).toMatchObject({ layout: 'hero', content_type: 'title' });
    expect(bySlug.trending!.items).toHaveLength(20);
    expect(bySlug.trending!.items.map((item) => (item as TitleCard).name).slice(0, 3)).toEqual([
      'Home 21',
      'Home 20',
      'Home 19',
    ]);
    expect(bySlug.trending!.items.every((item) => item.model_type === 'title')).toBe(true);
    // hero items carry the plot and the trailer 'Play trailer' opens; other rows don't
    const top = bySlug.trending!.items[0] as TitleCard;
    await buildVideo(t.app, top.id, { category: 'clip', order: 0 });
    const trailer = await buildVideo(t.app, top.id, { category: 'trailer', order: 1 });
    await t.app.services.db
      .updateTable('titles')
      .set({ plot: 'A plot for the hero.' })
      .where('id', '=', top.id)
      .execute();
    const again = (await channel('homepage')).content.data as Array<
      Extract<ChannelItem, { model_type: 'channel' }>
    >;
    const heroTop = again.find((item) => item.slug === 'trending')!.items[0] as TitleCard;
    expect(heroTop).toMatchObject({ plot: 'A plot for the hero.', trailer_video_id: trailer.id });
    const topRated = again.find((item) => item.slug === 'top-rated')!.items[0] as TitleCard;
    expect(topRated).not.toHaveProperty('plot');
    const drama = bySlug.drama!.items as Array<TitleCard & { model_type: 'title' }>;
    expect(drama.length).toBeGreaterThan(5);
    expect(drama.every((item) => item.genres.some((genre) => genre.name === 'drama'))).toBe(true);
    expect(
      (bySlug.comedy!.items as TitleCard[]).every((item) => item.genres[0]?.name === 'comedy'),
    ).toBe(true);
    const news = bySlug['latest-news']!.items as NewsArticleSummary[];
    expect(news.map((item) => item.title)).toEqual([
      'Headline 8',
      'Headline 7',
      'Headline 6',
      'Headline 5',
      'Headline 4',
      'Headline 3',
    ]);

    for (const [slug, contentType, restriction] of [
      ['movies', 'title', 'genre'],
      ['series', 'title', 'genre'],
      ['people', 'person', null],
      ['news', 'news', null],
      ['genre', 'title', 'genre'],
    ] as const) {
      const page = await channel(slug);
      expect(page.channel, slug).toMatchObject({ content_type: contentType, restriction });
    }
    expect(await createDefaultChannels(t.app.services.db)).toBe(false);
    const count = await t.app.services.db
      .selectFrom('channels')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('slug', '=', 'homepage')
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
  });

  it('reads curated channels in their order, with filters, order and pagination', async () => {
    const a = await buildTitle(t.app, { name: 'Curated A', popularity: 30, type: 'series' });
    const b = await buildTitle(t.app, { name: 'Curated B', popularity: 10 });
    const c = await buildTitle(t.app, { name: 'Curated C', popularity: 20 });
    const curated = await buildChannel(t.app, { items: [c.id, a.id, 999999, b.id] });
    const page = await channel(curated.slug);
    expect(names(page)).toEqual(['Curated C', 'Curated A', 'Curated B']);
    expect(page.channel).toMatchObject({ id: curated.id, default_order: null, layout: 'grid' });
    expect(page.content.data[0]).toMatchObject({ model_type: 'title', id: c.id });
    expect(names(await channel(curated.id, { order: 'popularity:desc' }))).toEqual([
      'Curated A',
      'Curated C',
      'Curated B',
    ]);
    expect(names(await channel(curated.slug, { type: 'series' }))).toEqual(['Curated A']);
    const second = await channel(curated.slug, { perPage: '2', page: '2' });
    expect(names(second)).toEqual(['Curated B']);
    expect(second.content).toMatchObject({ total: 3, from: 3, to: 3, last_page: 2, per_page: 2 });

    const [p1, p2] = [
      await buildPerson(t.app, { name: 'Pia' }),
      await buildPerson(t.app, { name: 'Ole' }),
    ];
    const people = await buildChannel(t.app, { content_type: 'person', items: [p2.id, p1.id] });
    const peoplePage = await channel(people.slug);
    expect(names(peoplePage)).toEqual(['Ole', 'Pia']);
    expect(peoplePage.content.data[0]).toMatchObject({
      model_type: 'person',
      known_for_titles: [],
    });

    const [n1, n2] = [
      await buildNews(t.app, { title: 'First pick' }),
      await buildNews(t.app, { title: 'Second pick' }),
    ];
    const picks = await buildChannel(t.app, { content_type: 'news', items: [n2.id, n1.id] });
    expect(names(await channel(picks.slug))).toEqual(['Second pick', 'First pick']);
  });

  it('runs trending with the title filters, order and pagination', async () => {
    await buildTitle(t.app, {
      name: 'Tr One',
      language: 'tr',
      popularity: 3,
      year: 1990,
      rating: 5,
      genres: ['thriller'],
    });
    await buildTitle(t.app, {
      name: 'Tr Two',
      language: 'tr',
      popularity: 1,
      year: 2005,
      rating: 8,
      type: 'series',
    });
    await buildTitle(t.app, {
      name: 'Tr Three',
      language: 'tr',
      popularity: 2,
      year: 2010,
      rating: 9,
      genres: ['thriller'],
    });
    const page = await channel('trending', { language: 'tr' });
    expect(names(page)).toEqual(['Tr One', 'Tr Three', 'Tr Two']);
    expect(page.channel.default_order).toBe('popularity:desc');
    expect(names(await channel('trending', { language: 'tr', order: 'name:asc' }))).toEqual([
      'Tr One',
      'Tr Three',
      'Tr Two',
    ]);
    expect(names(await channel('trending', { language: 'tr', order: 'rating:asc' }))).toEqual([
      'Tr One',
      'Tr Two',
      'Tr Three',
    ]);
    expect(names(await channel('trending', { language: 'tr', genre: 'thriller' }))).toEqual([
      'Tr One',
      'Tr Three',
    ]);
    expect(
      names(await channel('trending', { language: 'tr', yearFrom: '2000', yearTo: '2007' })),
    ).toEqual(['Tr Two']);
    expect(names(await channel('trending', { language: 'tr', ratingFrom: '8.5' }))).toEqual([
      'Tr Three',
    ]);
    expect(names(await channel('trending', { language: 'tr', type: 'series' }))).toEqual([
      'Tr Two',
    ]);
    expect(names(await channel('trending', { language: 'tr', genre: 'no-such-genre' }))).toEqual(
      [],
    );
    const paged = await channel('trending', { language: 'tr', perPage: '2', page: '2' });
    expect(names(paged)).toEqual(['Tr Two']);
    expect(paged.content).toMatchObject({ total: 3, last_page: 2, from: 3, to: 3 });
  });

  it('runs top rated: rating first, only titles with enough votes', async () => {
    await buildTitle(t.app, { name: 'Top Fine', language: 'to', rating: 7.5, vote_count: 60 });
    await buildTitle(t.app, { name: 'Top Best', language: 'to', rating: 9.1, vote_count: 5000 });
    await buildTitle(t.app, { name: 'Top Few Votes', language: 'to', rating: 9.9, vote_count: 3 });
    await buildTitle(t.app, { name: 'Top Unrated', language: 'to', rating: null, vote_count: 80 });
    const page = await channel('top-rated', { language: 'to' });
    expect(names(page)).toEqual(['Top Best', 'Top Fine', 'Top Unrated']);
    expect(page.channel.default_order).toBe('rating:desc');
    expect(names(await channel('top-rated', { language: 'to', order: 'rating:asc' }))).toEqual([
      'Top Fine',
      'Top Best',
      'Top Unrated',
    ]);
    const lenient = await buildChannel(t.app, { auto_query: 'top_rated', query_value: '0' });
    expect(names(await channel(lenient.slug, { language: 'to' }))).toEqual([
      'Top Few Votes',
      'Top Best',
      'Top Fine',
      'Top Unrated',
    ]);
  });

  it('runs new releases: released by today, newest first', async () => {
    await buildTitle(t.app, { name: 'New Old', language: 'nr', release_date: '1999-01-01' });
    await buildTitle(t.app, { name: 'New Today', language: 'nr', release_date: today });
    await buildTitle(t.app, { name: 'New Future', language: 'nr', release_date: '2999-01-01' });
    await buildTitle(t.app, { name: 'New Recent', language: 'nr', release_date: '2020-02-02' });
    await buildTitle(t.app, { name: 'New Undated', language: 'nr', release_date: null });
    const page = await channel('new-releases', { language: 'nr' });
    expect(names(page)).toEqual(['New Today', 'New Recent', 'New Old']);
    expect(page.content.total).toBe(3);
    const paged = await channel('new-releases', { language: 'nr', perPage: '1', page: '2' });
    expect(names(paged)).toEqual(['New Recent']);
    expect(paged.content).toMatchObject({ total: 3, last_page: 3 });
  });

  it('runs movies and series: the type is the channel', async () => {
    await buildTitle(t.app, { name: 'Ms Movie', language: 'ms', type: 'movie', genres: ['drama'] });
    await buildTitle(t.app, {
      name: 'Ms Series',
      language: 'ms',
      type: 'series',
      genres: ['drama'],
    });
    await buildTitle(t.app, {
      name: 'Ms Comedy Series',
      language: 'ms',
      type: 'series',
      genres: ['comedy'],
    });
    expect(names(await channel('movies', { language: 'ms' }))).toEqual(['Ms Movie']);
    expect(names(await channel('movies', { language: 'ms', type: 'series' }))).toEqual([
      'Ms Movie',
    ]);
    expect(names(await channel('series', { language: 'ms' }))).toEqual([
      'Ms Comedy Series',
      'Ms Series',
    ]);
  });

  it('restricts genre channels to the genre in the URL, and answers 404 for unknown ones', async () => {
    await buildTitle(t.app, {
      name: 'Gr Drama Movie',
      language: 'gr',
      genres: ['drama'],
      popularity: 2,
    });
    await buildTitle(t.app, {
      name: 'Gr Drama Series',
      language: 'gr',
      type: 'series',
      genres: ['drama', 'comedy'],
      popularity: 1,
    });
    await buildTitle(t.app, {
      name: 'Gr Comedy Movie',
      language: 'gr',
      genres: ['comedy'],
      popularity: 3,
    });

    const drama = await channel('movies', { restriction: 'drama', language: 'gr' });
    expect(names(drama)).toEqual(['Gr Drama Movie']);
    expect(drama.restriction).toEqual({
      id: expect.any(Number),
      name: 'drama',
      display_name: 'Drama',
    });
    expect(names(await channel('series', { restriction: 'Comedy', language: 'gr' }))).toEqual([
      'Gr Drama Series',
    ]);
    const genre = await channel('genre', { restriction: 'comedy', language: 'gr' });
    expect(names(genre)).toEqual(['Gr Comedy Movie', 'Gr Drama Series']);
    expect(genre.restriction?.display_name).toBe('Comedy');
    // The restriction wins over a genre filter.
    expect(
      names(await channel('genre', { restriction: 'comedy', genre: 'drama', language: 'gr' })),
    ).toEqual(['Gr Comedy Movie', 'Gr Drama Series']);
    expect(names(await channel('genre', { language: 'gr' }))).toHaveLength(3);
    // An automatic genre channel (a homepage row) reads its own genre.
    expect(names(await channel('drama', { language: 'gr' }))).toEqual([
      'Gr Drama Movie',
      'Gr Drama Series',
    ]);

    const unknown = await guest.get('/api/v1/channels/movies', { query: { restriction: 'nope' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Genre not found.');
    const unrestricted = await guest.get('/api/v1/channels/trending', {
      query: { restriction: 'drama' },
    });
    expect(unrestricted.statusCode).toBe(404);
  });

  it('runs popular people and latest news', async () => {
    await buildPerson(t.app, { name: 'Zed Popular', popularity: 1e6 });
    await buildPerson(t.app, { name: 'Abe Popular', popularity: 1e6 - 1 });
    const people = await channel('people', { perPage: '2' });
    expect(names(people)).toEqual(['Zed Popular', 'Abe Popular']);
    expect(people.content.data[0]).toMatchObject({ model_type: 'person' });
    expect(people.content.total).toBeGreaterThan(2);
    const byName = await channel('people', { order: 'name:asc', perPage: '50' });
    const sorted = names(byName);
    expect(sorted).toEqual([...sorted].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect((await expect422('people', { order: 'rating:desc' }, 'order'))[0]).toBe(
      'The order must be one of popularity, name, followed by :asc or :desc.',
    );

    const news = await channel('news', { perPage: '3' });
    expect(news.content.data.every((item) => item.model_type === 'news')).toBe(true);
    expect(news.content.total).toBeGreaterThanOrEqual(8);
    const times = news.content.data.map((item) => (item as NewsArticleSummary).created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await channel('news', { perPage: '3', page: '2' })).content.from).toBe(4);
  });

  it('validates the query with 422s', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ yearFrom: 'abc' }, 'yearFrom'],
      [{ yearTo: '1500' }, 'yearTo'],
      [{ yearFrom: '2010', yearTo: '2000' }, 'yearTo'],
      [{ ratingFrom: '11' }, 'ratingFrom'],
      [{ type: 'film' }, 'type'],
      [{ language: 'english' }, 'language'],
      [{ order: 'bogus' }, 'order'],
      [{ order: 'votes:desc' }, 'order'],
      [{ perPage: '51' }, 'perPage'],
      [{ perPage: '0' }, 'perPage'],
      [{ page: '0' }, 'page'],
      [{ page: 'x' }, 'page'],
    ];
    for (const [query, field] of cases) await expect422('movies', query, field);
    expect(await expect422('news', { order: 'popularity:desc' }, 'order')).toHaveLength(1);
  });

  it('finds channels by id, and answers 404 for unknown ones', async () => {
    const movies = await channel('movies');
    expect((await channel(movies.channel.id)).channel.slug).toBe('movies');
    for (const slug of ['no-such-channel', '999999', '99999999999999999999']) {
      const response = await guest.get(`/api/v1/channels/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().message).toBe('Channel not found.');
    }
  });

  it('answers with an ETag and 304 when nothing changed', async () => {
    const first = await guest.get('/api/v1/channels/homepage');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await guest.get('/api/v1/channels/homepage', {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('caches whole pages per channel and query when asked to (outside tests)', async () => {
    const db = t.app.services.db;
    const service = buildModules({ ...t.config, cacheTtlMs: 60_000 }, db).channels;
    const query = { page: 1, perPage: 24, language: 'ca' };
    const first = await service.cachedPage('trending', query);
    await buildTitle(t.app, { name: 'Cached Late', language: 'ca' });
    const again = await service.cachedPage('trending', { perPage: 24, language: 'ca', page: 1 });
    expect(again).toBe(first);
    expect(JSON.parse(again.json).content.total).toBe(0);
    const other = await service.cachedPage('trending', { ...query, perPage: 10 });
    expect(JSON.parse(other.json).content.total).toBe(1);
    await expect(service.cachedPage('no-such-channel', query)).rejects.toThrow(
      'Channel not found.',
    );
  });

  it('refuses visitors when the guest role lacks titles.view, and users without it', async () => {
    const restore = await withoutGuestTitlesView(t.app);
    try {
      expect((await guest.get('/api/v1/channels/homepage')).statusCode).toBe(401);
    } finally {
      await restore();
    }
    expect((await guest.get('/api/v1/channels/homepage')).statusCode).toBe(200);
    const user = await buildUser(t.app, { withDefaultRole: false });
    const member = t.client();
    await member.login(user.email, user.password);
    expect((await member.get('/api/v1/channels/movies')).statusCode).toBe(403);
  });
});
