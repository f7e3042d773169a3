import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCredit, buildPerson, buildTitle, buildVideo } from '../support/catalogue-factories';
import { del, put, signedInMember } from '../support/community-factories';
import {
  buildSeries,
  memberWithOnly,
  refuseTitleUpdates,
  storedCounts,
} from '../support/season-admin-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/** Seasons in the admin (issue 14): /api/v1/admin/seasons. */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  // the public answers are cached, so a write must drop them for the pages to change
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const addSeason = (body: Record<string, unknown>, client = admin) =>
  client.post('/api/v1/admin/seasons', body);
const addEpisode = (body: Record<string, unknown>, client = admin) =>
  client.post('/api/v1/admin/episodes', body);

async function seasonOf(titleId: number, body: Record<string, unknown> = {}) {
  const response = await addSeason({ title_id: titleId, ...body });
  expect(response.statusCode).toBe(200);
  return response.json().season as { id: number; number: number; title_id: number };
}

describe('POST admin/seasons', () => {
  it('adds seasons in order, the number defaulting to the next, and keeps the counts', async () => {
    const series = await buildSeries(t.app);
    const specials = await seasonOf(series.id, { number: 0, name: 'Specials' });
    expect(specials.number).toBe(0);
    const first = await addSeason({
      title_id: series.id,
      name: 'Season One',
      plot: 'It begins.',
      poster: 'uploads/files/0b9d5a8e-3f1c-4c2e-9a57-2f4b1c6d8e90',
      release_date: '2020-02-29',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().season).toEqual({
      id: expect.any(Number),
      title_id: series.id,
      number: 1,
      name: 'Season One',
      plot: 'It begins.',
      poster: 'uploads/files/0b9d5a8e-3f1c-4c2e-9a57-2f4b1c6d8e90',
      release_date: '2020-02-29',
      episode_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await seasonOf(series.id, { poster: '/art/poster/1.svg?t=S2' })).number).toBe(2);
    expect((await seasonOf(series.id, { poster: 'https://img.example.com/s3.jpg' })).number).toBe(
      3,
    );
    expect(await storedCounts(t.app, series.id)).toEqual({
      seasons: 4,
      episodes: 0,
      perSeason: { 0: 0, 1: 0, 2: 0, 3: 0 },
    });
    const read = await admin.get(`/api/v1/admin/seasons/${specials.id}`);
    expect(read.json().season).toMatchObject({ id: specials.id, name: 'Specials', number: 0 });
  });

  it('refuses movies, missing titles, taken numbers and bad fields with 422', async () => {
    const movie = await buildTitle(t.app);
    const onMovie = await addSeason({ title_id: movie.id });
    expect(onMovie.statusCode).toBe(422);
    expect(onMovie.json().errors).toEqual({ title_id: ['Only series have seasons.'] });
    const missing = await addSeason({ title_id: 99_999_999 });
    expect(missing.json().errors).toEqual({ title_id: ['The selected title does not exist.'] });

    const series = await buildSeries(t.app);
    await seasonOf(series.id);
    const taken = await addSeason({ title_id: series.id, number: 1 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'The number has already been taken.',
      errors: { number: ['The number has already been taken.'] },
    });

    const bad = await addSeason({
      title_id: series.id,
      number: -1,
      release_date: '2023-02-30',
      poster: 'javascript:alert(1)',
      name: 'x'.repeat(256),
      extra: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      number: ['The number must be at least 0.'],
      release_date: ['The release date must be a valid date (YYYY-MM-DD).'],
      poster: ['The poster must be an uploaded image, an /art/ path or an http(s) URL.'],
      name: ['The name may not be greater than 255 characters.'],
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['extra', 'name', 'number', 'poster', 'release_date'].sort(),
    );
    expect((await addSeason({})).json().errors).toEqual({
      title_id: ['The title id field is required.'],
    });
    expect((await storedCounts(t.app, series.id)).seasons).toBe(1);
  });
});

describe('GET admin/seasons', () => {
  it('lists a title’s seasons by number, filters by number and ids, and paginates', async () => {
    const series = await buildSeries(t.app);
    const s2 = await seasonOf(series.id, { number: 2 });
    const s0 = await seasonOf(series.id, { number: 0 });
    const s1 = await seasonOf(series.id, { number: 1 });
    await seasonOf((await buildSeries(t.app)).id);
    const list = await admin.get('/api/v1/admin/seasons', {
      query: { titleId: String(series.id) },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 3, current_page: 1 });
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([s0.id, s1.id, s2.id]);
    const one = await admin.get('/api/v1/admin/seasons', {
      query: { titleId: String(series.id), number: '2' },
    });
    expect(one.json().data.map((s: { id: number }) => s.id)).toEqual([s2.id]);
    const many = await admin.get('/api/v1/admin/seasons', {
      query: { ids: `${s1.id},${s0.id}`, perPage: '1', page: '2', orderDir: 'desc' },
    });
    expect(many.json()).toMatchObject({ total: 2, last_page: 2 });
    expect(many.json().data.map((s: { id: number }) => s.id)).toEqual([s0.id]);
    const bad = await admin.get('/api/v1/admin/seasons', { query: { orderBy: 'plot' } });
    expect(bad.statusCode).toBe(422);
  });

  it('answers 404 for a missing or malformed season id', async () => {
    for (const id of ['99999999', 'abc', '0']) {
      const response = await admin.get(`/api/v1/admin/seasons/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Season not found.');
    }
  });
});

describe('PUT admin/seasons/{id}', () => {
  it('changes only the fields sent; a new number moves the season’s episodes along', async () => {
    const series = await buildSeries(t.app);
    const season = await seasonOf(series.id, { name: 'First', plot: 'Kept' });
    const episode = (await addEpisode({ title_id: series.id, season: 1, name: 'Pilot' })).json()
      .episode;
    const response = await put(admin, `/api/v1/admin/seasons/${season.id}`, {
      number: 4,
      name: 'Fourth',
      release_date: '2021-01-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().season).toMatchObject({
      number: 4,
      name: 'Fourth',
      plot: 'Kept',
      release_date: '2021-01-01',
      episode_count: 1,
    });
    const moved = (await admin.get(`/api/v1/admin/episodes/${episode.id}`)).json().episode;
    expect(moved).toMatchObject({ season_id: season.id, season_number: 4, episode_number: 1 });
    const page = await t.client().get(`/api/v1/titles/${series.id}/seasons/4/episodes/1`);
    expect(page.statusCode).toBe(200);
    expect(page.json().episode.name).toBe('Pilot');
    const cleared = await put(admin, `/api/v1/admin/seasons/${season.id}`, { plot: null });
    expect(cleared.json().season).toMatchObject({ plot: null, name: 'Fourth' });
  });

  it('refuses a taken number without changing anything, and answers 404 for a missing season', async () => {
    const series = await buildSeries(t.app);
    const first = await seasonOf(series.id, { name: 'One' });
    await seasonOf(series.id);
    await addEpisode({ title_id: series.id, season: 1, name: 'Pilot' });
    const clash = await put(admin, `/api/v1/admin/seasons/${first.id}`, {
      number: 2,
      name: 'Renamed in vain',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ number: ['The number has already been taken.'] });
    const kept = (await admin.get(`/api/v1/admin/seasons/${first.id}`)).json().season;
    expect(kept).toMatchObject({ number: 1, name: 'One' });
    const episodes = await admin.get('/api/v1/admin/episodes', {
      query: { titleId: String(series.id), season: '1' },
    });
    expect(episodes.json().total).toBe(1);
    const sameNumber = await put(admin, `/api/v1/admin/seasons/${first.id}`, { number: 1 });
    expect(sameNumber.statusCode).toBe(200);
    const invalid = await put(admin, `/api/v1/admin/seasons/${first.id}`, { number: 1.5 });
    expect(invalid.json().errors).toEqual({ number: ['The number must be a whole number.'] });
    expect((await put(admin, '/api/v1/admin/seasons/99999999', { name: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('videos follow the numbers', () => {
  it('renumbers a season’s videos with it, and deletes its own videos with it', async () => {
    const series = await buildSeries(t.app);
    const season = await seasonOf(series.id);
    const episode = (await addEpisode({ title_id: series.id, season: 1, name: 'Pilot' })).json()
      .episode;
    const ofEpisode = await buildVideo(t.app, series.id, {
      episode_id: episode.id,
      season_number: 1,
      episode_number: 1,
    });
    const ofSeason = await buildVideo(t.app, series.id, { season_number: 1 });
    const ofTitle = await buildVideo(t.app, series.id);
    await put(admin, `/api/v1/admin/seasons/${season.id}`, { number: 3 });
    const numbers = async () =>
      t.app.services.db
        .selectFrom('videos')
        .select(['id', 'season_number', 'episode_number'])
        .where('title_id', '=', series.id)
        .orderBy('id')
        .execute();
    expect(await numbers()).toEqual([
      { id: ofEpisode.id, season_number: 3, episode_number: 1 },
      { id: ofSeason.id, season_number: 3, episode_number: null },
      { id: ofTitle.id, season_number: null, episode_number: null },
    ]);

    await del(admin, `/api/v1/admin/seasons/${season.id}`);
    expect(await numbers()).toEqual([
      { id: ofTitle.id, season_number: null, episode_number: null },
    ]);
  });
});

describe('DELETE admin/seasons/{ids}', () => {
  it('deletes seasons with their episodes, credits and images, and recounts', async () => {
    const series = await buildSeries(t.app);
    const s1 = await seasonOf(series.id);
    const s2 = await seasonOf(series.id);
    const ep = (await addEpisode({ title_id: series.id, season: 1, name: 'Pilot' })).json().episode;
    await addEpisode({ title_id: series.id, season: 2, name: 'Return' });
    const person = await buildPerson(t.app);
    await buildCredit(t.app, {
      personId: person.id,
      titleId: series.id,
      creditable: { type: 'season', id: s1.id },
    });
    await buildCredit(t.app, {
      personId: person.id,
      titleId: series.id,
      creditable: { type: 'episode', id: ep.id },
    });
    const db = t.app.services.db;
    const stamp = new Date().toISOString();
    await db
      .insertInto('images')
      .values([
        {
          model_type: 'season',
          model_id: s1.id,
          type: 'poster',
          url: 'https://x.test/a.jpg',
          created_at: stamp,
          updated_at: stamp,
        },
        {
          model_type: 'episode',
          model_id: ep.id,
          type: 'still',
          url: 'https://x.test/b.jpg',
          created_at: stamp,
          updated_at: stamp,
        },
      ])
      .execute();

    const response = await del(admin, `/api/v1/admin/seasons/${s1.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Seasons deleted.' });
    expect(await storedCounts(t.app, series.id)).toEqual({
      seasons: 1,
      episodes: 1,
      perSeason: { 2: 1 },
    });
    const credits = await db
      .selectFrom('credits')
      .select('id')
      .where('title_id', '=', series.id)
      .execute();
    expect(credits).toEqual([]);
    const images = await db
      .selectFrom('images')
      .select('id')
      .where('model_id', 'in', [s1.id, ep.id])
      .where('model_type', 'in', ['season', 'episode'])
      .execute();
    expect(images).toEqual([]);
    expect((await admin.get(`/api/v1/admin/episodes/${ep.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/admin/seasons/${s2.id}`)).statusCode).toBe(200);
  });

  it('deletes nothing when one of the ids is missing (404) or malformed (422)', async () => {
    const series = await buildSeries(t.app);
    const season = await seasonOf(series.id);
    const missing = await del(admin, `/api/v1/admin/seasons/${season.id},99999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Season not found.');
    expect((await admin.get(`/api/v1/admin/seasons/${season.id}`)).statusCode).toBe(200);
    const malformed = await del(admin, '/api/v1/admin/seasons/1,x');
    expect(malformed.statusCode).toBe(422);
  });
});

describe('nothing half-written when a step fails', () => {
  it('rolls back a season’s and an episode’s writes when the counts cannot be kept', async () => {
    const series = await buildSeries(t.app, 'Broken Counts');
    const db = t.app.services.db;
    // rows written before the trigger exists
    const stamp = new Date().toISOString();
    const season = await db
      .insertInto('seasons')
      .values({ title_id: series.id, number: 1, created_at: stamp, updated_at: stamp })
      .returningAll()
      .executeTakeFirstOrThrow();
    const episode = await db
      .insertInto('episodes')
      .values({
        title_id: series.id,
        season_id: season.id,
        season_number: 1,
        episode_number: 1,
        name: 'Pilot',
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db
      .insertInto('images')
      .values({
        model_type: 'season',
        model_id: season.id,
        type: 'poster',
        url: 'https://x.test/p.jpg',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await refuseTitleUpdates(t.app, 'Broken Counts');

    expect((await addSeason({ title_id: series.id })).statusCode).toBe(500);
    expect((await addEpisode({ title_id: series.id, season: 1, name: 'Two' })).statusCode).toBe(
      500,
    );
    expect((await del(admin, `/api/v1/admin/seasons/${season.id}`)).statusCode).toBe(500);
    expect((await del(admin, `/api/v1/admin/episodes/${episode.id}`)).statusCode).toBe(500);

    const seasons = await db
      .selectFrom('seasons')
      .select('id')
      .where('title_id', '=', series.id)
      .execute();
    expect(seasons.map((s) => s.id)).toEqual([season.id]);
    const episodes = await db
      .selectFrom('episodes')
      .select('id')
      .where('title_id', '=', series.id)
      .execute();
    expect(episodes.map((e) => e.id)).toEqual([episode.id]);
    const images = await db
      .selectFrom('images')
      .select('id')
      .where('model_type', '=', 'season')
      .where('model_id', '=', season.id)
      .execute();
    expect(images).toHaveLength(1);
  });
});

describe('the public pages follow at once', () => {
  it('shows added, renamed and deleted seasons on the cached title page', async () => {
    const series = await buildSeries(t.app);
    const visitor = t.client();
    const before = (await visitor.get(`/api/v1/titles/${series.id}`)).json();
    expect(before.seasons).toEqual([]);
    expect(before.title.season_count).toBe(0);

    const season = await seasonOf(series.id, { name: 'Premiere season' });
    const added = (await visitor.get(`/api/v1/titles/${series.id}`)).json();
    expect(added.seasons).toMatchObject([{ id: season.id, number: 1, name: 'Premiere season' }]);
    expect(added.title.season_count).toBe(1);

    await put(admin, `/api/v1/admin/seasons/${season.id}`, { name: 'Renamed season' });
    expect((await visitor.get(`/api/v1/titles/${series.id}`)).json().seasons[0].name).toBe(
      'Renamed season',
    );
    expect((await visitor.get(`/api/v1/titles/${series.id}/seasons/1`)).json().season.name).toBe(
      'Renamed season',
    );

    await del(admin, `/api/v1/admin/seasons/${season.id}`);
    const gone = (await visitor.get(`/api/v1/titles/${series.id}`)).json();
    expect(gone.seasons).toEqual([]);
    expect(gone.title.season_count).toBe(0);
    expect((await visitor.get(`/api/v1/titles/${series.id}/seasons/1`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses visitors (401) and plain members (403)', async () => {
    const series = await buildSeries(t.app);
    const season = await seasonOf(series.id);
    const { client: member } = await signedInMember(t);
    const guest = t.client();
    const calls: Array<(c: TestClient) => ReturnType<TestClient['get']>> = [
      (c) => c.get('/api/v1/admin/seasons'),
      (c) => c.get(`/api/v1/admin/seasons/${season.id}`),
      (c) => addSeason({ title_id: series.id }, c),
      (c) => put(c, `/api/v1/admin/seasons/${season.id}`, { name: 'x' }),
      (c) => del(c, `/api/v1/admin/seasons/${season.id}`),
    ];
    for (const call of calls) {
      expect((await call(guest)).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
    }
    expect((await admin.get(`/api/v1/admin/seasons/${season.id}`)).statusCode).toBe(200);
  });

  it('lets a role holding just titles.create add, titles.update edit, titles.delete delete', async () => {
    const series = await buildSeries(t.app);
    const creator = await memberWithOnly(t, admin, 'titles.create');
    const editor = await memberWithOnly(t, admin, 'titles.update');
    const remover = await memberWithOnly(t, admin, 'titles.delete');
    const created = await addSeason({ title_id: series.id }, creator);
    expect(created.statusCode).toBe(200);
    const id = created.json().season.id;
    expect((await addSeason({ title_id: series.id }, editor)).statusCode).toBe(403);
    expect((await put(editor, `/api/v1/admin/seasons/${id}`, { name: 'Edited' })).statusCode).toBe(
      200,
    );
    expect(
      (await editor.get('/api/v1/admin/seasons', { query: { titleId: String(series.id) } }))
        .statusCode,
    ).toBe(200);
    expect((await put(remover, `/api/v1/admin/seasons/${id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await del(editor, `/api/v1/admin/seasons/${id}`)).statusCode).toBe(403);
    expect((await del(remover, `/api/v1/admin/seasons/${id}`)).statusCode).toBe(200);
  });
});
