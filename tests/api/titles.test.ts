import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EpisodePageResponse,
  SeasonPageResponse,
  TitleCard,
  TitleCreditsResponse,
  TitlePageResponse,
} from '@common/catalogue/catalogue-types';
import { CompiledQuery } from 'kysely';
import { TitleRepository } from '@server/modules/catalogue/title-repository';
import { buildModules } from '@server/modules';
import { buildCredit, buildPerson, buildTitle, buildVideo } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import {
  buildImage,
  buildEpisode,
  buildManyTitles,
  buildSeason,
  queryCounter,
  setGuestPermission,
  tagTitle,
} from '../support/title-page-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}`;
const ids = (cards: Array<{ id: number }>) => cards.map((card) => card.id);

async function list(query: Record<string, string>) {
  const response = await t.client().get('/api/v1/titles', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: TitleCard[]; total: number } & Record<string, unknown>;
}

describe('GET titles', () => {
  it("names the source of a title's outside rating on its page and its cards", async () => {
    const genre = unique('rated');
    const imdb = await buildTitle(t.app, {
      genres: [genre],
      popularity: 20,
      rating: 8.3,
      vote_count: 197_898,
      rating_source: 'IMDb',
    });
    const unnamed = await buildTitle(t.app, { genres: [genre], popularity: 10 });
    const page = await t.client().get(`/api/v1/titles/${imdb.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().title).toMatchObject({
      rating: 8.3,
      vote_count: 197_898,
      rating_source: 'IMDb',
    });
    const cards = await list({ genre });
    expect(cards.data.map((card) => [card.id, card.rating_source])).toEqual([
      [imdb.id, 'IMDb'],
      [unnamed.id, null],
    ]);
  });

  it('lists title cards of a genre by popularity with pagination', async () => {
    const genre = unique('noir');
    const low = await buildTitle(t.app, { genres: [genre, 'aaa-first'], popularity: 10 });
    const high = await buildTitle(t.app, {
      genres: [genre],
      popularity: 90.5,
      name: 'High',
      runtime: 123,
      rating: 8.5,
      vote_count: 321,
      poster: 'art/poster/x.svg',
    });
    const mid = await buildTitle(t.app, { genres: [genre], popularity: 50 });

    const first = await list({ genre, perPage: '2' });
    expect(ids(first.data)).toEqual([high.id, mid.id]);
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 2,
      total: 3,
      last_page: 2,
      from: 1,
      to: 2,
    });
    expect(first.data[0]).toEqual({
      id: high.id,
      type: 'movie',
      name: 'High',
      year: high.year,
      release_date: high.release_date,
      poster: 'art/poster/x.svg',
      backdrop: null,
      rating: 8.5,
      vote_count: 321,
      rating_source: null,
      popularity: 90.5,
      runtime: 123,
      genres: [{ id: expect.any(Number), name: genre, display_name: expect.any(String) }],
    });
    const second = await list({ genre, perPage: '2', page: '2' });
    expect(ids(second.data)).toEqual([low.id]);
    expect(second).toMatchObject({ total: 3, from: 3, to: 3 });
    expect(second.data[0]!.genres.map((g) => g.name)).toEqual(['aaa-first', genre]);
    const beyond = await list({ genre, perPage: '2', page: '5' });
    expect(beyond).toMatchObject({ data: [], total: 3, from: null });

    expect((await list({ genre: 'no-such-genre' })).total).toBe(0);
    expect((await list({ genre: genre.toUpperCase() })).total).toBe(3);
  });

  it('filters by type, years, rating and language', async () => {
    const language = 'xqa';
    const movie = await buildTitle(t.app, { language, year: 1990, rating: 6, popularity: 5 });
    const series = await buildTitle(t.app, {
      language,
      type: 'series',
      year: 2005,
      rating: 8,
      popularity: 4,
    });
    const unrated = await buildTitle(t.app, { language, year: 2010, rating: null, popularity: 3 });

    expect(ids((await list({ language })).data)).toEqual([movie.id, series.id, unrated.id]);
    expect(ids((await list({ language, type: 'series' })).data)).toEqual([series.id]);
    expect(ids((await list({ language, type: 'movie' })).data)).toEqual([movie.id, unrated.id]);
    expect(ids((await list({ language, yearFrom: '2005' })).data)).toEqual([series.id, unrated.id]);
    expect(ids((await list({ language, yearTo: '2005' })).data)).toEqual([movie.id, series.id]);
    expect(ids((await list({ language, yearFrom: '2000', yearTo: '2006' })).data)).toEqual([
      series.id,
    ]);
    const rated = await list({ language, ratingFrom: '7' });
    expect(ids(rated.data)).toEqual([series.id]);
    expect(rated.total).toBe(1);
    expect((await list({ language: 'xqb' })).total).toBe(0);
  });

  it('sorts by each order, unrated and undated titles last', async () => {
    const language = 'xqc';
    const a = await buildTitle(t.app, {
      language,
      name: 'Alpha',
      rating: 5,
      vote_count: 30,
      release_date: '2001-01-01',
      popularity: 2,
    });
    const b = await buildTitle(t.app, {
      language,
      name: 'Bravo',
      rating: 9,
      vote_count: 10,
      release_date: null,
      popularity: 3,
    });
    const c = await buildTitle(t.app, {
      language,
      name: 'Charlie',
      rating: null,
      vote_count: 20,
      release_date: '1999-05-05',
      popularity: 1,
    });
    const order = async (value: string) => ids((await list({ language, order: value })).data);
    expect(await order('popularity:desc')).toEqual([b.id, a.id, c.id]);
    expect(await order('popularity:asc')).toEqual([c.id, a.id, b.id]);
    expect(await order('rating:desc')).toEqual([b.id, a.id, c.id]);
    expect(await order('rating:asc')).toEqual([a.id, b.id, c.id]);
    expect(await order('name:asc')).toEqual([a.id, b.id, c.id]);
    expect(await order('name:desc')).toEqual([c.id, b.id, a.id]);
    expect(await order('release_date:desc')).toEqual([a.id, c.id, b.id]);
    expect(await order('release_date:asc')).toEqual([c.id, a.id, b.id]);
    expect(await order('vote_count:asc')).toEqual([b.id, c.id, a.id]);
    expect(await order('vote_count:desc')).toEqual([a.id, c.id, b.id]);
  });

  it('pages through a large genre (index walk) with the right totals', async () => {
    const genre = unique('bulk');
    const bulk = await buildManyTitles(t.app, 1010, { genre, popularity: 0.5, name: 'Bulk' });
    const top = await buildTitle(t.app, { genres: [genre], popularity: 1000, type: 'series' });
    const all = await list({ genre, perPage: '100' });
    expect(all.total).toBe(1011);
    expect(all.data[0]!.id).toBe(top.id);
    // Equal popularity: ties broken by id, in the order's direction.
    expect(ids(all.data.slice(1, 4))).toEqual([...bulk].reverse().slice(0, 3));
    const last = await list({ genre, perPage: '100', page: '11' });
    expect(last.data).toHaveLength(11);
    expect(last).toMatchObject({ last_page: 11, from: 1001, to: 1011 });
    const series = await list({ genre, type: 'series' });
    expect(ids(series.data)).toEqual([top.id]);
    expect(series.total).toBe(1);
    const counted = await list({ genre, yearFrom: '1950', yearTo: '1950', perPage: '5' });
    expect(counted.total).toBe(1010);
  });

  it('counts a full page once, and reads short pages without counting', async () => {
    const genre = unique('counted');
    for (let index = 0; index < 3; index++) await buildTitle(t.app, { genres: [genre] });
    const counter = queryCounter();
    const db = t.app.services.db.withPlugin(counter);
    const cached = buildModules({ ...t.config, cacheTtlMs: 60_000 }, db).titles;
    expect((await cached.listCards({ genre }, { page: 1, perPage: 2 })).total).toBe(3);
    const first = counter.count;
    counter.count = 0;
    expect((await cached.listCards({ genre }, { page: 1, perPage: 2 })).total).toBe(3);
    expect(counter.count).toBe(first - 1);
    counter.count = 0;
    const short = await buildModules(t.config, db).titles.listCards(
      { genre },
      { page: 1, perPage: 5 },
    );
    expect(short.total).toBe(3);
    expect(counter.count).toBe(first - 1);
  });

  it('answers 422 for bad filters and pagination', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ type: 'film' }, 'type'],
      [{ yearFrom: 'abc' }, 'yearFrom'],
      [{ yearTo: '1500' }, 'yearTo'],
      [{ ratingFrom: '11' }, 'ratingFrom'],
      [{ language: 'ENG1' }, 'language'],
      [{ order: 'budget:desc' }, 'order'],
      [{ order: 'rating' }, 'order'],
      [{ perPage: '101' }, 'perPage'],
      [{ page: '0' }, 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await t.client().get('/api/v1/titles', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const typeError = await t.client().get('/api/v1/titles', { query: { type: 'film' } });
    expect(typeError.json().errors.type).toEqual(['The type must be movie or series.']);
  });
});

async function buildFullTitle() {
  const genre = unique('drama');
  const title = await buildTitle(t.app, {
    genres: [genre, unique('zz-second')],
    name: 'The Page',
    original_name: 'La Page',
    tagline: 'Read it.',
    plot: 'A plot.',
    certification: 'PG-13',
    language: 'fr',
    country: 'FR',
    status: 'Released',
    budget: 3_000_000_000,
    revenue: 12_345,
    imdb_id: 'tt0000001',
    runtime: 101,
    popularity: 40,
  });
  await tagTitle(t.app, title.id, 'keywords', [unique('kw-b'), unique('kw-a')]);
  await tagTitle(t.app, title.id, 'countries', ['fr']);
  return { title, genre };
}

describe('GET titles/:titleId', () => {
  it('answers the title page: detail, taxonomies, credits, videos, images and related', async () => {
    const { title, genre } = await buildFullTitle();
    const cast = [];
    for (let order = 21; order >= 0; order--) {
      const person = await buildPerson(t.app, { name: `Actor ${order}`, image: `p${order}.svg` });
      cast.push(
        await buildCredit(t.app, {
          personId: person.id,
          titleId: title.id,
          order,
          character: `Role ${order}`,
        }),
      );
    }
    const director = await buildPerson(t.app, { name: 'Director' });
    const writer = await buildPerson(t.app, { name: 'Writer' });
    const producer = await buildPerson(t.app, { name: 'Producer' });
    const crew = {
      directing: await buildCredit(t.app, {
        personId: director.id,
        titleId: title.id,
        department: 'directing',
        job: 'Director',
      }),
      writing: await buildCredit(t.app, {
        personId: writer.id,
        titleId: title.id,
        department: 'writing',
        job: 'Screenplay',
      }),
      production: await buildCredit(t.app, {
        personId: producer.id,
        titleId: title.id,
        department: 'production',
        job: 'Producer',
      }),
    };
    await buildCredit(t.app, {
      personId: producer.id,
      titleId: title.id,
      department: 'production',
      job: 'Executive Producer',
    });
    await buildCredit(t.app, {
      personId: writer.id,
      titleId: title.id,
      department: 'camera',
      job: 'Director of Photography',
    });

    const trailer2 = await buildVideo(t.app, title.id, { category: 'trailer', order: 2 });
    const trailer1 = await buildVideo(t.app, title.id, { category: 'trailer', order: 1 });
    const clip = await buildVideo(t.app, title.id, {
      category: 'clip',
      order: 5,
      source: 'mp4',
      src: 'https://cdn.example/clip.mp4',
      duration: 90,
      quality: 'hd',
    });
    const poster = await buildImage(t.app, {
      model_type: 'title',
      model_id: title.id,
      type: 'poster',
      width: 500,
      height: 750,
    });
    const backdrop = await buildImage(t.app, {
      model_type: 'title',
      model_id: title.id,
      type: 'backdrop',
    });

    const relatedTitles = [];
    for (let index = 0; index < 14; index++) {
      relatedTitles.push(await buildTitle(t.app, { genres: [genre], popularity: 100 + index }));
    }
    await buildTitle(t.app, { popularity: 10_000 });

    const response = await t.client().get(`/api/v1/titles/${title.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as TitlePageResponse;
    expect(page.title).toMatchObject({
      id: title.id,
      type: 'movie',
      name: 'The Page',
      original_name: 'La Page',
      tagline: 'Read it.',
      plot: 'A plot.',
      certification: 'PG-13',
      language: 'fr',
      country: 'FR',
      status: 'Released',
      budget: 3_000_000_000,
      revenue: 12_345,
      imdb_id: 'tt0000001',
      runtime: 101,
      popularity: 40,
      rating: 7,
      vote_count: 10,
      season_count: 0,
      episode_count: 0,
      countries: [{ id: expect.any(Number), name: 'fr', display_name: 'FR' }],
    });
    expect(page.title.genres.map((g) => g.name)).toEqual([
      genre,
      expect.stringMatching(/^zz-second/),
    ]);
    expect(page.title.keywords.map((k) => k.name)).toEqual([
      expect.stringMatching(/^kw-a/),
      expect.stringMatching(/^kw-b/),
    ]);

    expect(page.credits.cast).toHaveLength(20);
    expect(page.credits.cast.map((c) => c.order)).toEqual([...Array(20).keys()]);
    expect(page.credits.cast[0]).toEqual({
      id: cast.find((c) => c.order === 0)!.id,
      person: { id: expect.any(Number), name: 'Actor 0', image: 'p0.svg' },
      character: 'Role 0',
      order: 0,
    });
    expect(page.credits.crew.map((c) => [c.id, c.department, c.job])).toEqual([
      [crew.directing.id, 'directing', 'Director'],
      [crew.writing.id, 'writing', 'Screenplay'],
      [crew.production.id, 'production', 'Producer'],
    ]);
    expect(page.credits.crew[0]!.person).toEqual({
      id: director.id,
      name: 'Director',
      image: null,
    });

    expect(page.seasons).toEqual([]);
    expect(ids(page.videos)).toEqual([clip.id, trailer1.id, trailer2.id]);
    expect(page.videos[0]).toEqual({
      id: clip.id,
      title_id: title.id,
      season_number: null,
      episode_number: null,
      episode_id: null,
      name: clip.name,
      description: null,
      thumbnail: null,
      source: 'mp4',
      src: 'https://cdn.example/clip.mp4',
      category: 'clip',
      quality: 'hd',
      language: null,
      duration: 90,
    });
    expect(page.images).toEqual([
      { id: backdrop.id, type: 'backdrop', url: backdrop.url, width: null, height: null },
      { id: poster.id, type: 'poster', url: poster.url, width: 500, height: 750 },
    ]);
    expect(ids(page.related)).toEqual(ids(relatedTitles).reverse().slice(0, 12));
    expect(page.related[0]!.genres.map((g) => g.name)).toEqual([genre]);
  });

  it('lists seasons of a series and finds related titles of a large genre', async () => {
    const genre = unique('huge');
    const bulk = await buildManyTitles(t.app, 1005, { genre, popularity: 2, name: 'Huge' });
    const series = await buildTitle(t.app, {
      type: 'series',
      genres: [genre],
      popularity: 1,
      season_count: 2,
      episode_count: 3,
    });
    const popular = await buildTitle(t.app, { genres: [genre], popularity: 500 });
    const s2 = await buildSeason(t.app, series.id, 2, { episode_count: 1 });
    const s1 = await buildSeason(t.app, series.id, 1, {
      episode_count: 2,
      poster: 's1.svg',
      release_date: '2020-01-01',
    });
    const page = (await t.client().get(`/api/v1/titles/${series.id}`)).json() as TitlePageResponse;
    expect(page.title).toMatchObject({ type: 'series', season_count: 2, episode_count: 3 });
    expect(page.seasons).toEqual([
      {
        id: s1.id,
        number: 1,
        name: 'Season 1',
        poster: 's1.svg',
        release_date: '2020-01-01',
        episode_count: 2,
      },
      {
        id: s2.id,
        number: 2,
        name: 'Season 2',
        poster: null,
        release_date: null,
        episode_count: 1,
      },
    ]);
    expect(page.related).toHaveLength(12);
    expect(page.related[0]!.id).toBe(popular.id);
    expect(ids(page.related.slice(1))).toEqual([...bulk].reverse().slice(0, 11));
    expect(ids(page.related)).not.toContain(series.id);
  });

  it('answers 404 for missing titles and ids that are not positive integers', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999', '1e3']) {
      for (const suffix of ['', '/credits', '/seasons/1', '/seasons/1/episodes/1']) {
        const response = await t.client().get(`/api/v1/titles/${id}${suffix}`);
        expect(response.statusCode, `${id}${suffix}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Title not found.', errors: {} });
      }
    }
  });

  it('tags the answer with an ETag and answers 304 when it has not changed', async () => {
    const { title } = await buildFullTitle();
    const guest = t.client();
    const first = await guest.get(`/api/v1/titles/${title.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The first answer hands out the XSRF cookie, so it stays private.
    expect(first.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    const again = await guest.get(`/api/v1/titles/${title.id}`);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const notModified = await guest.get(`/api/v1/titles/${title.id}`, {
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    await t.app.services.db
      .updateTable('titles')
      .set({ tagline: 'Changed.' })
      .where('id', '=', title.id)
      .execute();
    const changed = await guest.get(`/api/v1/titles/${title.id}`, {
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().title.tagline).toBe('Changed.');
    expect(changed.headers.etag).not.toBe(etag);

    const list = await guest.get('/api/v1/titles', { query: { language: 'fr' } });
    const listed = await guest.get('/api/v1/titles', {
      query: { language: 'fr' },
      headers: { 'if-none-match': list.headers.etag as string },
    });
    expect(listed.statusCode).toBe(304);
  });

  it('builds the page in a fixed number of queries and caches it when asked', async () => {
    const small = await buildFullTitle();
    const large = await buildFullTitle();
    await buildTitle(t.app, { genres: [small.genre] });
    for (let index = 0; index < 15; index++) {
      const person = await buildPerson(t.app);
      await buildCredit(t.app, { personId: person.id, titleId: large.title.id, order: index });
      await buildCredit(t.app, {
        personId: person.id,
        titleId: large.title.id,
        department: 'writing',
        job: 'Writer',
      });
      await buildVideo(t.app, large.title.id);
      await buildTitle(t.app, { genres: [large.genre] });
    }
    const counter = queryCounter();
    const service = buildModules(t.config, t.app.services.db.withPlugin(counter)).titles;
    await service.page(small.title.id);
    const forSmall = counter.count;
    counter.count = 0;
    const page = await service.page(large.title.id);
    expect(page!.credits.cast).toHaveLength(15);
    expect(counter.count).toBe(forSmall);
    expect(forSmall).toBeLessThanOrEqual(12);

    const cached = buildModules(
      { ...t.config, cacheTtlMs: 60_000 },
      t.app.services.db.withPlugin(counter),
    ).titles;
    counter.count = 0;
    const [a, b] = await Promise.all([
      cached.cachedPage(small.title.id),
      cached.cachedPage(small.title.id),
    ]);
    expect(a).toBe(b);
    await t.app.services.db
      .updateTable('titles')
      .set({ name: 'Renamed' })
      .where('id', '=', small.title.id)
      .execute();
    const c = await cached.cachedPage(small.title.id);
    expect(c).toBe(a);
    expect(c!.body.title.name).toBe('The Page');
    expect(counter.count).toBe(forSmall);
    expect(c!.tagged.json).toBe(JSON.stringify(c!.body));
    expect(await cached.cachedPage(99_999_999)).toBeNull();

    // a catalogue write naming the title drops the cached copy
    cached.forget([small.title.id]);
    expect((await cached.cachedPage(small.title.id))!.body.title.name).toBe('Renamed');
  });
});

// Query plans are dialect-specific: these are SQLite's (search.test.ts checks PostgreSQL's).
const describeOnSqlite = testDialect() === 'sqlite' ? describe : () => undefined;

describeOnSqlite('query plans (SQLite)', () => {
  async function plan(query: { compile(): CompiledQuery }) {
    const compiled = query.compile();
    const result = await t.app.services.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return result.rows.map((row) => row.detail).join('\n');
  }

  it('walks the popularity index for large genres and reads small genres through genre_title', async () => {
    const titles = new TitleRepository(t.app.services.db);
    const large = await plan(titles.topCardRowsQuery({ id: 1, small: false }, 13));
    expect(large).toMatch(/SCAN titles USING (COVERING )?INDEX titles_popularity_index/);
    expect(large).toMatch(/SEARCH genre_title EXISTS USING COVERING INDEX/);
    expect(large).not.toContain('TEMP B-TREE');
    const small = await plan(titles.topCardRowsQuery({ id: 1, small: true }, 13));
    expect(small).toMatch(/genre_title_genre_id_index \(genre_id=\?\)/);

    const window = { page: 1, perPage: 24 };
    const byType = await plan(
      titles.cardPageQuery({ type: 'movie' }, { id: 1, small: false }, window),
    );
    expect(byType).toContain('titles_type_popularity_index (type=?)');
    expect(byType).not.toContain('TEMP B-TREE');
    const byYears = await plan(
      titles.cardPageQuery({ yearFrom: 1990, yearTo: 2000, order: 'rating:desc' }, null, window),
    );
    expect(byYears).toContain('titles_rating_index');
    expect(byYears).not.toContain('TEMP B-TREE');
  });
});

describe('GET titles/:titleId/credits', () => {
  it('answers the full cast by order and the crew by department and job', async () => {
    const { title } = await buildFullTitle();
    const [p1, p2, p3] = [
      await buildPerson(t.app),
      await buildPerson(t.app),
      await buildPerson(t.app),
    ];
    const second = await buildCredit(t.app, { personId: p1.id, titleId: title.id, order: 1 });
    const first = await buildCredit(t.app, { personId: p2.id, titleId: title.id, order: 0 });
    const sound = await buildCredit(t.app, {
      personId: p3.id,
      titleId: title.id,
      department: 'sound',
      job: 'Composer',
    });
    const editor = await buildCredit(t.app, {
      personId: p3.id,
      titleId: title.id,
      department: 'editing',
      job: 'Editor',
    });
    const writerB = await buildCredit(t.app, {
      personId: p2.id,
      titleId: title.id,
      department: 'writing',
      job: 'Writer',
    });
    const writerA = await buildCredit(t.app, {
      personId: p1.id,
      titleId: title.id,
      department: 'writing',
      job: 'Story',
    });
    const response = await t.client().get(`/api/v1/titles/${title.id}/credits`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TitleCreditsResponse;
    expect(body.title).toMatchObject({ id: title.id, name: 'The Page' });
    expect(ids(body.credits.cast)).toEqual([first.id, second.id]);
    expect(ids(body.credits.crew)).toEqual([editor.id, sound.id, writerA.id, writerB.id]);
    expect(response.headers.etag).toBeDefined();
  });
});

describe('seasons and episodes', () => {
  async function buildSeries() {
    const series = await buildTitle(t.app, { type: 'series', name: 'The Show' });
    const s1 = await buildSeason(t.app, series.id, 1, { episode_count: 2 });
    const s2 = await buildSeason(t.app, series.id, 2, { episode_count: 1 });
    const e12 = await buildEpisode(t.app, s1, 2, { name: 'Second', rating: 8.2, vote_count: 4 });
    const e11 = await buildEpisode(t.app, s1, 1, {
      name: 'Pilot',
      plot: 'It begins.',
      runtime: 50,
    });
    const e21 = await buildEpisode(t.app, s2, 1, { name: 'Return' });
    const lead = await buildPerson(t.app, { name: 'Lead' });
    const support = await buildPerson(t.app, { name: 'Support' });
    const creator = await buildPerson(t.app, { name: 'Creator' });
    const seriesCast = [
      await buildCredit(t.app, { personId: support.id, titleId: series.id, order: 1 }),
      await buildCredit(t.app, { personId: lead.id, titleId: series.id, order: 0 }),
    ];
    const seriesCrew = await buildCredit(t.app, {
      personId: creator.id,
      titleId: series.id,
      department: 'creator',
      job: 'Creator',
    });
    return { series, s1, s2, e11, e12, e21, lead, support, creator, seriesCast, seriesCrew };
  }

  it('answers a season page with its episodes, the other seasons and its credits', async () => {
    const { series, s1, s2, e11, e12, seriesCast, seriesCrew } = await buildSeries();
    const response = await t.client().get(`/api/v1/titles/${series.id}/seasons/1`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as SeasonPageResponse;
    expect(page.title).toMatchObject({ id: series.id, name: 'The Show', type: 'series' });
    expect(page.season).toEqual({
      id: s1.id,
      number: 1,
      name: 'Season 1',
      poster: null,
      release_date: null,
      episode_count: 2,
      plot: 'Plot of season 1',
    });
    expect(page.seasons.map((season) => season.id)).toEqual([s1.id, s2.id]);
    expect(ids(page.episodes)).toEqual([e11.id, e12.id]);
    expect(page.episodes[0]).toEqual({
      id: e11.id,
      title_id: series.id,
      season_id: s1.id,
      season_number: 1,
      episode_number: 1,
      name: 'Pilot',
      plot: 'It begins.',
      poster: null,
      release_date: null,
      runtime: 50,
      rating: null,
      vote_count: 0,
    });
    expect(page.episodes[1]).toMatchObject({ rating: 8.2, vote_count: 4 });
    // No season credits of its own: the series' full credits.
    expect(ids(page.credits.cast)).toEqual([seriesCast[1]!.id, seriesCast[0]!.id]);
    expect(ids(page.credits.crew)).toEqual([seriesCrew.id]);

    const guest = await buildPerson(t.app, { name: 'Season Guest' });
    const own = await buildCredit(t.app, {
      personId: guest.id,
      titleId: series.id,
      creditable: { type: 'season', id: s2.id },
    });
    const second = (await t.client().get(`/api/v1/titles/${series.id}/seasons/2`)).json();
    expect(ids(second.credits.cast)).toEqual([own.id]);
    expect(second.credits.crew).toEqual([]);
  });

  it('answers an episode page with neighbours across seasons, videos, images and credits', async () => {
    const { series, s1, s2, e12, e21, seriesCast, seriesCrew } = await buildSeries();
    const video = await buildVideo(t.app, series.id, {
      episode_id: e12.id,
      season_number: 1,
      episode_number: 2,
      category: 'full',
      source: 'hls',
      src: 'https://cdn.example/e12.m3u8',
    });
    await buildVideo(t.app, series.id);
    const still = await buildImage(t.app, {
      model_type: 'episode',
      model_id: e12.id,
      type: 'still',
    });
    const response = await t.client().get(`/api/v1/titles/${series.id}/seasons/1/episodes/2`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as EpisodePageResponse;
    expect(page.title.id).toBe(series.id);
    expect(page.season).toMatchObject({ id: s1.id, number: 1 });
    expect(page.episode).toMatchObject({ id: e12.id, name: 'Second', season_number: 1 });
    expect(page.previous).toEqual({ season_number: 1, episode_number: 1, name: 'Pilot' });
    expect(page.next).toEqual({ season_number: 2, episode_number: 1, name: 'Return' });
    expect(ids(page.videos)).toEqual([video.id]);
    expect(page.videos[0]).toMatchObject({ source: 'hls', episode_id: e12.id });
    expect(page.images).toEqual([
      { id: still.id, type: 'still', url: still.url, width: null, height: null },
    ]);
    // No credits of its own: the series' main cast and key crew.
    expect(ids(page.credits.cast)).toEqual([seriesCast[1]!.id, seriesCast[0]!.id]);
    expect(ids(page.credits.crew)).toEqual([seriesCrew.id]);

    const first = (await t.client().get(`/api/v1/titles/${series.id}/seasons/1/episodes/1`)).json();
    expect(first.previous).toBeNull();
    expect(first.next).toMatchObject({ season_number: 1, episode_number: 2 });
    const last = (await t.client().get(`/api/v1/titles/${series.id}/seasons/2/episodes/1`)).json();
    expect(last.previous).toMatchObject({ season_number: 1, episode_number: 2 });
    expect(last.next).toBeNull();

    const guestStar = await buildPerson(t.app, { name: 'Guest Star' });
    const director = await buildPerson(t.app, { name: 'Episode Director' });
    const ownCast = await buildCredit(t.app, {
      personId: guestStar.id,
      titleId: series.id,
      character: 'Visitor',
      creditable: { type: 'episode', id: e21.id },
    });
    const ownCrew = await buildCredit(t.app, {
      personId: director.id,
      titleId: series.id,
      department: 'directing',
      job: 'Director',
      creditable: { type: 'episode', id: e21.id },
    });
    const own = (await t.client().get(`/api/v1/titles/${series.id}/seasons/2/episodes/1`)).json();
    expect(ids(own.credits.cast)).toEqual([ownCast.id]);
    expect(ids(own.credits.crew)).toEqual([ownCrew.id]);
    expect(own.season.id).toBe(s2.id);
  });

  it('answers 404 for missing seasons and episodes', async () => {
    const { series } = await buildSeries();
    const cases: Array<[string, string]> = [
      ['/seasons/3', 'Season not found.'],
      ['/seasons/x', 'Season not found.'],
      ['/seasons/-1', 'Season not found.'],
      ['/seasons/1/episodes/9', 'Episode not found.'],
      ['/seasons/3/episodes/1', 'Episode not found.'],
      ['/seasons/1/episodes/one', 'Episode not found.'],
      ['/seasons/1/episodes/99999999999', 'Episode not found.'],
    ];
    for (const [suffix, message] of cases) {
      const response = await t.client().get(`/api/v1/titles/${series.id}${suffix}`);
      expect(response.statusCode, suffix).toBe(404);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('access', () => {
  it('refuses guests when the guest role lacks titles.view and members whose role lacks it', async () => {
    const { title } = await buildFullTitle();
    const paths = [
      '/api/v1/titles',
      `/api/v1/titles/${title.id}`,
      `/api/v1/titles/${title.id}/credits`,
    ];
    const member = await buildUser(t.app, { withDefaultRole: false });
    const memberClient = t.client();
    await memberClient.login(member.email, member.password);
    const viewer = await buildUser(t.app);
    const viewerClient = t.client();
    await viewerClient.login(viewer.email, viewer.password);
    await setGuestPermission(t.app, 'titles.view', false);
    try {
      for (const path of paths) {
        expect((await t.client().get(path)).statusCode, path).toBe(401);
        expect((await memberClient.get(path)).statusCode, path).toBe(403);
        const allowed = await viewerClient.get(path);
        expect(allowed.statusCode, path).toBe(200);
        // Access now depends on the viewer: the answer is no longer public.
        expect(allowed.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
      }
    } finally {
      await setGuestPermission(t.app, 'titles.view', true);
    }
    expect((await t.client().get(paths[1]!)).statusCode).toBe(200);
  });
});
