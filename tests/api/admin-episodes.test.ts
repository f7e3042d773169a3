import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCredit, buildPerson, buildVideo } from '../support/catalogue-factories';
import { del, put, signedInMember } from '../support/community-factories';
import { buildSeries, memberWithOnly, storedCounts } from '../support/season-admin-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/** Episodes in the admin (issue 14): /api/v1/admin/episodes. Rollback: admin-seasons.test.ts. */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

interface Episode {
  id: number;
  title_id: number;
  season_id: number;
  season_number: number;
  episode_number: number;
  name: string;
}

const addEpisode = (body: Record<string, unknown>, client = admin) =>
  client.post('/api/v1/admin/episodes', body);

/** A series with seasons 1 and 2. */
async function seriesWithSeasons() {
  const series = await buildSeries(t.app);
  const seasons = [];
  for (const number of [1, 2]) {
    const response = await admin.post('/api/v1/admin/seasons', { title_id: series.id, number });
    expect(response.statusCode).toBe(200);
    seasons.push(response.json().season as { id: number });
  }
  return { series, seasons };
}

async function episodeOf(titleId: number, season: number, body: Record<string, unknown> = {}) {
  const response = await addEpisode({ title_id: titleId, season, name: 'An episode', ...body });
  expect(response.statusCode).toBe(200);
  return response.json().episode as Episode;
}

describe('POST admin/episodes', () => {
  it('adds episodes in order, the number defaulting to the next, and keeps the counts', async () => {
    const { series, seasons } = await seriesWithSeasons();
    const pilot = await addEpisode({
      title_id: series.id,
      season: 1,
      name: 'Pilot',
      plot: 'It starts.',
      poster: 'uploads/files/0b9d5a8e-3f1c-4c2e-9a57-2f4b1c6d8e90',
      release_date: '2019-09-01',
      runtime: 52,
    });
    expect(pilot.statusCode).toBe(200);
    expect(pilot.json().episode).toEqual({
      id: expect.any(Number),
      title_id: series.id,
      season_id: seasons[0]!.id,
      season_number: 1,
      episode_number: 1,
      name: 'Pilot',
      plot: 'It starts.',
      poster: 'uploads/files/0b9d5a8e-3f1c-4c2e-9a57-2f4b1c6d8e90',
      release_date: '2019-09-01',
      runtime: 52,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await episodeOf(series.id, 1)).episode_number).toBe(2);
    expect((await episodeOf(series.id, 1, { episode_number: 7 })).episode_number).toBe(7);
    expect((await episodeOf(series.id, 1)).episode_number).toBe(8);
    expect((await episodeOf(series.id, 2)).episode_number).toBe(1);
    expect(await storedCounts(t.app, series.id)).toEqual({
      seasons: 2,
      episodes: 5,
      perSeason: { 1: 4, 2: 1 },
    });
  });

  it('refuses taken numbers, missing seasons and titles, and bad fields with 422', async () => {
    const { series } = await seriesWithSeasons();
    await episodeOf(series.id, 1);
    const taken = await addEpisode({
      title_id: series.id,
      season: 1,
      episode_number: 1,
      name: 'x',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ episode_number: ['The number has already been taken.'] });
    const noSeason = await addEpisode({ title_id: series.id, season: 9, name: 'x' });
    expect(noSeason.json().errors).toEqual({ season: ['The selected season does not exist.'] });
    const noTitle = await addEpisode({ title_id: 99_999_999, season: 1, name: 'x' });
    expect(noTitle.json().errors).toEqual({ title_id: ['The selected title does not exist.'] });
    const bad = await addEpisode({
      title_id: series.id,
      season: 1,
      name: ' ',
      runtime: -3,
      release_date: '19-09-2019',
      poster: 'file:///etc/passwd',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['The name field is required.'],
      runtime: ['The runtime must be at least 0.'],
      release_date: ['The release date must be a valid date (YYYY-MM-DD).'],
      poster: ['The still image must be an uploaded image, an /art/ path or an http(s) URL.'],
    });
    const empty = await addEpisode({});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['name', 'season', 'title_id']);
    expect((await storedCounts(t.app, series.id)).episodes).toBe(1);
  });
});

describe('GET admin/episodes', () => {
  it('lists a season’s episodes by number, filters by episode and ids', async () => {
    const { series } = await seriesWithSeasons();
    const e3 = await episodeOf(series.id, 1, { episode_number: 3 });
    const e1 = await episodeOf(series.id, 1, { episode_number: 1 });
    const other = await episodeOf(series.id, 2);
    const query = { titleId: String(series.id), season: '1' };
    const list = await admin.get('/api/v1/admin/episodes', { query });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((e: Episode) => e.id)).toEqual([e1.id, e3.id]);
    const one = await admin.get('/api/v1/admin/episodes', { query: { ...query, episode: '3' } });
    expect(one.json().data.map((e: Episode) => e.id)).toEqual([e3.id]);
    const many = await admin.get('/api/v1/admin/episodes', { query: { ids: `${other.id}` } });
    expect(many.json()).toMatchObject({ total: 1, data: [{ id: other.id, season_number: 2 }] });
    expect(
      (await admin.get('/api/v1/admin/episodes', { query: { season: '-1' } })).statusCode,
    ).toBe(422);
    expect((await admin.get(`/api/v1/admin/episodes/${e3.id}`)).json().episode.id).toBe(e3.id);
    const missing = await admin.get('/api/v1/admin/episodes/abc');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Episode not found.');
  });
});

describe('PUT admin/episodes/{id}', () => {
  it('renumbers and edits an episode, changing only the fields sent', async () => {
    const { series } = await seriesWithSeasons();
    const episode = await episodeOf(series.id, 1, { name: 'Pilot', plot: 'Kept', runtime: 40 });
    const response = await put(admin, `/api/v1/admin/episodes/${episode.id}`, {
      episode_number: 5,
      name: 'The Pilot',
      runtime: 45,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().episode).toMatchObject({
      season_number: 1,
      episode_number: 5,
      name: 'The Pilot',
      plot: 'Kept',
      runtime: 45,
    });
    const page = await t.client().get(`/api/v1/titles/${series.id}/seasons/1/episodes/5`);
    expect(page.json().episode).toMatchObject({ name: 'The Pilot', runtime: 45 });
    expect(
      (await t.client().get(`/api/v1/titles/${series.id}/seasons/1/episodes/1`)).statusCode,
    ).toBe(404);
  });

  it('moves an episode to another season, keeping both seasons’ counts right', async () => {
    const { series, seasons } = await seriesWithSeasons();
    const episode = await episodeOf(series.id, 1, { name: 'Wanderer' });
    await episodeOf(series.id, 1);
    await episodeOf(series.id, 2);
    const clash = await put(admin, `/api/v1/admin/episodes/${episode.id}`, {
      season: 2,
      name: 'Moved in vain',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ episode_number: ['The number has already been taken.'] });
    expect((await admin.get(`/api/v1/admin/episodes/${episode.id}`)).json().episode).toMatchObject({
      season_number: 1,
      name: 'Wanderer',
    });

    const video = await buildVideo(t.app, series.id, {
      episode_id: episode.id,
      season_number: 1,
      episode_number: 1,
    });
    const moved = await put(admin, `/api/v1/admin/episodes/${episode.id}`, {
      season: 2,
      episode_number: 2,
    });
    const videoNumbers = await t.app.services.db
      .selectFrom('videos')
      .select(['season_number', 'episode_number'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(videoNumbers).toEqual({ season_number: 2, episode_number: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().episode).toMatchObject({
      season_id: seasons[1]!.id,
      season_number: 2,
      episode_number: 2,
    });
    expect(await storedCounts(t.app, series.id)).toEqual({
      seasons: 2,
      episodes: 3,
      perSeason: { 1: 1, 2: 2 },
    });
    const noSeason = await put(admin, `/api/v1/admin/episodes/${episode.id}`, { season: 8 });
    expect(noSeason.json().errors).toEqual({ season: ['The selected season does not exist.'] });
    expect(
      (await put(admin, `/api/v1/admin/episodes/${episode.id}`, { name: '' })).json().errors,
    ).toEqual({ name: ['The name field is required.'] });
    expect((await put(admin, '/api/v1/admin/episodes/99999999', { name: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE admin/episodes/{ids}', () => {
  it('deletes episodes with their credits and images, and recounts', async () => {
    const { series } = await seriesWithSeasons();
    const a = await episodeOf(series.id, 1);
    const b = await episodeOf(series.id, 1);
    const kept = await episodeOf(series.id, 2);
    const person = await buildPerson(t.app);
    await buildCredit(t.app, {
      personId: person.id,
      titleId: series.id,
      creditable: { type: 'episode', id: a.id },
    });
    const db = t.app.services.db;
    const stamp = new Date().toISOString();
    await db
      .insertInto('images')
      .values({
        model_type: 'episode',
        model_id: b.id,
        type: 'still',
        url: 'https://x.test/still.jpg',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const missing = await del(admin, `/api/v1/admin/episodes/${a.id},99999999`);
    expect(missing.statusCode).toBe(404);
    expect((await storedCounts(t.app, series.id)).episodes).toBe(3);

    const response = await del(admin, `/api/v1/admin/episodes/${a.id},${b.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Episodes deleted.' });
    expect(await storedCounts(t.app, series.id)).toEqual({
      seasons: 2,
      episodes: 1,
      perSeason: { 1: 0, 2: 1 },
    });
    const credits = await db
      .selectFrom('credits')
      .select('id')
      .where('creditable_type', '=', 'episode')
      .where('creditable_id', '=', a.id)
      .execute();
    expect(credits).toEqual([]);
    const images = await db
      .selectFrom('images')
      .select('id')
      .where('model_type', '=', 'episode')
      .where('model_id', '=', b.id)
      .execute();
    expect(images).toEqual([]);
    expect((await admin.get(`/api/v1/admin/episodes/${kept.id}`)).statusCode).toBe(200);
  });
});

describe('the public pages follow at once', () => {
  it('shows added, edited and deleted episodes on the cached title, season and episode pages', async () => {
    const { series } = await seriesWithSeasons();
    const visitor = t.client();
    const titlePage = async () => (await visitor.get(`/api/v1/titles/${series.id}`)).json();
    const seasonPage = async () =>
      (await visitor.get(`/api/v1/titles/${series.id}/seasons/1`)).json();
    expect((await titlePage()).seasons[0].episode_count).toBe(0);
    expect((await titlePage()).title.episode_count).toBe(0);
    expect((await seasonPage()).episodes).toEqual([]);

    const episode = await episodeOf(series.id, 1, { name: 'Opening night' });
    expect((await titlePage()).seasons[0].episode_count).toBe(1);
    expect((await titlePage()).title.episode_count).toBe(1);
    expect((await seasonPage()).episodes.map((e: Episode) => e.name)).toEqual(['Opening night']);

    await put(admin, `/api/v1/admin/episodes/${episode.id}`, { name: 'Closing night' });
    expect((await seasonPage()).episodes.map((e: Episode) => e.name)).toEqual(['Closing night']);
    const episodePage = await visitor.get(`/api/v1/titles/${series.id}/seasons/1/episodes/1`);
    expect(episodePage.json().episode.name).toBe('Closing night');

    await del(admin, `/api/v1/admin/episodes/${episode.id}`);
    expect((await titlePage()).title.episode_count).toBe(0);
    expect((await seasonPage()).episodes).toEqual([]);
    const gone = await visitor.get(`/api/v1/titles/${series.id}/seasons/1/episodes/1`);
    expect(gone.statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses visitors (401) and plain members (403)', async () => {
    const { series } = await seriesWithSeasons();
    const episode = await episodeOf(series.id, 1);
    const { client: member } = await signedInMember(t);
    const guest = t.client();
    const calls: Array<(c: TestClient) => ReturnType<TestClient['get']>> = [
      (c) => c.get('/api/v1/admin/episodes'),
      (c) => c.get(`/api/v1/admin/episodes/${episode.id}`),
      (c) => addEpisode({ title_id: series.id, season: 1, name: 'x' }, c),
      (c) => put(c, `/api/v1/admin/episodes/${episode.id}`, { name: 'x' }),
      (c) => del(c, `/api/v1/admin/episodes/${episode.id}`),
    ];
    for (const call of calls) {
      expect((await call(guest)).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
    }
  });

  it('lets a role holding just titles.create add, titles.update edit, titles.delete delete', async () => {
    const { series } = await seriesWithSeasons();
    const creator = await memberWithOnly(t, admin, 'titles.create');
    const editor = await memberWithOnly(t, admin, 'titles.update');
    const remover = await memberWithOnly(t, admin, 'titles.delete');
    const created = await addEpisode({ title_id: series.id, season: 1, name: 'x' }, creator);
    expect(created.statusCode).toBe(200);
    const id = created.json().episode.id;
    expect(
      (await addEpisode({ title_id: series.id, season: 1, name: 'y' }, editor)).statusCode,
    ).toBe(403);
    expect((await put(editor, `/api/v1/admin/episodes/${id}`, { name: 'Edited' })).statusCode).toBe(
      200,
    );
    expect((await del(editor, `/api/v1/admin/episodes/${id}`)).statusCode).toBe(403);
    expect((await del(remover, `/api/v1/admin/episodes/${id}`)).statusCode).toBe(200);
  });
});
