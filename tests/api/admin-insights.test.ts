import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle, buildVideo } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { buildEpisode, buildSeason } from '../support/title-page-factories';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const RANGE = { from: '2026-03-01', to: '2026-03-05' };
type Day = { date: string; count: number };

/** Visits of a page at these times (ISO timestamps). */
async function visits(model_type: 'title' | 'episode', model_id: number, times: string[]) {
  for (const created_at of times)
    await t.app.services.db
      .insertInto('page_visits')
      .values({ model_type, model_id, user_id: null, created_at })
      .execute();
}

/** Plays of a video at these times. */
async function plays(video: { id: number; title_id: number }, times: string[]) {
  for (const created_at of times)
    await t.app.services.db
      .insertInto('video_plays')
      .values({ video_id: video.id, title_id: video.title_id, user_id: null, created_at })
      .execute();
}

const counts = (days: Day[]) => days.map((day) => day.count);

async function insights(path: string, query: Record<string, string> = RANGE) {
  const response = await admin.get(`/api/v1/admin/insights/${path}`, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    from: string;
    to: string;
    visits: Day[];
    plays: Day[];
    totals: { visits: number; plays: number };
  };
}

/** A series with two seasons, an episode in each, and videos at every level, with activity. */
async function activeSeries() {
  const title = await buildTitle(t.app, { type: 'series' });
  const one = await buildSeason(t.app, title.id, 1);
  const two = await buildSeason(t.app, title.id, 2);
  const episode = await buildEpisode(t.app, one, 1);
  const elsewhere = await buildEpisode(t.app, two, 1);
  const trailer = await buildVideo(t.app, title.id);
  const seasonVideo = await buildVideo(t.app, title.id, { season_number: 1 });
  const episodeVideo = await buildVideo(t.app, title.id, {
    season_number: 1,
    episode_number: 1,
    episode_id: episode.id,
  });
  const otherVideo = await buildVideo(t.app, title.id, {
    season_number: 2,
    episode_number: 1,
    episode_id: elsewhere.id,
  });
  await visits('title', title.id, [
    '2026-02-28T23:59:59.000Z', // before the range
    '2026-03-01T00:00:00.000Z',
    '2026-03-01T12:00:00.000Z',
    '2026-03-05T23:59:59.999Z',
    '2026-03-06T00:00:00.000Z', // after it
  ]);
  await visits('episode', episode.id, ['2026-03-02T10:00:00.000Z', '2026-03-02T11:00:00.000Z']);
  await visits('episode', elsewhere.id, ['2026-03-03T10:00:00.000Z']);
  await plays(trailer, ['2026-03-01T08:00:00.000Z']);
  await plays(seasonVideo, ['2026-03-04T08:00:00.000Z']);
  await plays(episodeVideo, ['2026-03-04T09:00:00.000Z', '2026-03-05T09:00:00.000Z']);
  await plays(otherVideo, ['2026-03-03T09:00:00.000Z', '2026-04-03T09:00:00.000Z']);
  return { title, trailer, episodeVideo };
}

describe('insights of a title, season and episode', () => {
  it('a title: its page visits and all its videos plays, every day of the range present', async () => {
    const { title } = await activeSeries();
    const answer = await insights(`titles/${title.id}`);
    expect(answer.from).toBe(RANGE.from);
    expect(answer.to).toBe(RANGE.to);
    expect(answer.visits.map((day) => day.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    expect(counts(answer.visits)).toEqual([2, 0, 0, 0, 1]);
    expect(counts(answer.plays)).toEqual([1, 0, 1, 2, 1]);
    expect(answer.totals).toEqual({ visits: 3, plays: 5 });
  });

  it("a season: its episodes' visits, and plays of its own and its episodes' videos", async () => {
    const { title } = await activeSeries();
    const answer = await insights(`titles/${title.id}/seasons/1`);
    expect(counts(answer.visits)).toEqual([0, 2, 0, 0, 0]);
    expect(counts(answer.plays)).toEqual([0, 0, 0, 2, 1]);
    expect(answer.totals).toEqual({ visits: 2, plays: 3 });
    const other = await insights(`titles/${title.id}/seasons/2`);
    expect(other.totals).toEqual({ visits: 1, plays: 1 });
  });

  it("an episode: its page's visits and its videos' plays", async () => {
    const { title } = await activeSeries();
    const answer = await insights(`titles/${title.id}/seasons/1/episodes/1`);
    expect(counts(answer.visits)).toEqual([0, 2, 0, 0, 0]);
    expect(counts(answer.plays)).toEqual([0, 0, 0, 1, 1]);
  });

  it('defaults to the last 30 days, up to today', async () => {
    const title = await buildTitle(t.app);
    const video = await buildVideo(t.app, title.id);
    expect((await t.client().post(`/api/v1/videos/${video.id}/plays`)).statusCode).toBe(200);
    const visited = await t.client().post('/api/v1/page-visits', {
      model_type: 'title',
      model_id: title.id,
    });
    expect(visited.statusCode).toBe(200);
    await t.app.services.writeBehind.flush();
    const today = new Date().toISOString().slice(0, 10);
    const answer = await insights(`titles/${title.id}`, {});
    expect(answer.to).toBe(today);
    expect(answer.visits).toHaveLength(30);
    expect(answer.plays).toHaveLength(30);
    expect(answer.visits.at(-1)).toEqual({ date: today, count: 1 });
    expect(answer.plays.at(-1)).toEqual({ date: today, count: 1 });
    const toOnly = await insights(`titles/${title.id}`, { to: '2026-01-31' });
    expect(toOnly).toMatchObject({ from: '2026-01-02', to: '2026-01-31' });
  });

  it('answers 404 for a missing title, season or episode, or a malformed id', async () => {
    const { title } = await activeSeries();
    const message = async (path: string) => {
      const response = await admin.get(`/api/v1/admin/insights/${path}`);
      expect(response.statusCode).toBe(404);
      return response.json().message;
    };
    expect(await message('titles/999999')).toBe('Title not found.');
    expect(await message('titles/abc')).toBe('Title not found.');
    expect(await message(`titles/${title.id}/seasons/9`)).toBe('Season not found.');
    expect(await message(`titles/${title.id}/seasons/x`)).toBe('Season not found.');
    expect(await message(`titles/${title.id}/seasons/1/episodes/9`)).toBe('Episode not found.');
    expect(await message('videos/999999')).toBe('Video not found.');
  });
});

describe('insights of a video', () => {
  it('its plays only (watch pages are not counted as visits)', async () => {
    const { episodeVideo } = await activeSeries();
    const answer = await insights(`videos/${episodeVideo.id}`);
    expect(answer.visits).toEqual([]);
    expect(counts(answer.plays)).toEqual([0, 0, 0, 1, 1]);
    expect(answer.totals).toEqual({ visits: 0, plays: 2 });
  });
});

describe('the date range', () => {
  it('refuses bad dates, a reversed range and more than 366 days (422)', async () => {
    const title = await buildTitle(t.app);
    const refused = async (query: Record<string, string>) => {
      const response = await admin.get(`/api/v1/admin/insights/titles/${title.id}`, { query });
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect(await refused({ from: '2026-02-30', to: 'tomorrow' })).toEqual({
      from: ['The from date must be a date (YYYY-MM-DD).'],
      to: ['The to date must be a date (YYYY-MM-DD).'],
    });
    expect(await refused({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      from: ['The from date must not be after the to date.'],
    });
    expect(await refused({ from: '2025-01-01', to: '2026-01-02' })).toEqual({
      from: ['The range may not be longer than 366 days.'],
    });
    const longest = await insights(`titles/${title.id}`, { from: '2025-01-01', to: '2026-01-01' });
    expect(longest.visits).toHaveLength(366);
  });
});

describe('who may read insights', () => {
  async function memberWith(permission: string) {
    const role = await admin.post('/api/v1/roles', {
      name: `Only ${permission} ${Date.now()}`,
      permissions: [{ name: permission }],
    });
    const user = await buildUser(t.app, { withDefaultRole: false });
    await admin.send('PUT', `/api/v1/admin/users/${user.id}`, {
      body: { roles: [role.json().role.id] },
    });
    const client = t.client();
    await client.login(user.email, user.password);
    return client;
  }

  it('refuses visitors (401) and members (403); titles.update and videos.update are enough', async () => {
    const { title, trailer } = await activeSeries();
    const paths = [
      `titles/${title.id}`,
      `titles/${title.id}/seasons/1`,
      `titles/${title.id}/seasons/1/episodes/1`,
      `videos/${trailer.id}`,
    ];
    const user = await buildUser(t.app);
    const member = t.client();
    await member.login(user.email, user.password);
    for (const path of paths) {
      expect((await t.client().get(`/api/v1/admin/insights/${path}`)).statusCode).toBe(401);
      expect((await member.get(`/api/v1/admin/insights/${path}`)).statusCode).toBe(403);
    }
    const titleEditor = await memberWith('titles.update');
    for (const path of paths.slice(0, 3))
      expect((await titleEditor.get(`/api/v1/admin/insights/${path}`)).statusCode).toBe(200);
    expect((await titleEditor.get(`/api/v1/admin/insights/${paths[3]}`)).statusCode).toBe(403);
    const videoEditor = await memberWith('videos.update');
    expect((await videoEditor.get(`/api/v1/admin/insights/${paths[3]}`)).statusCode).toBe(200);
    expect((await videoEditor.get(`/api/v1/admin/insights/${paths[0]}`)).statusCode).toBe(403);
  });
});
