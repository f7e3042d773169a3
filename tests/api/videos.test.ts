import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchPageResponse } from '@common/catalogue/catalogue-types';
import { PLAYS_PER_MINUTE } from '@server/modules/videos/video-routes';
import { buildTitle, buildVideo } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildEpisode, buildSeason, setGuestPermission } from '../support/title-page-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

async function watch(videoId: number) {
  const response = await t.client().get(`/api/v1/videos/${videoId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WatchPageResponse;
}

async function playsOf(videoId: number) {
  // plays are written behind the request: write what waits before reading
  await t.app.services.writeBehind.flush();
  const db = t.app.services.db;
  const video = await db
    .selectFrom('videos')
    .select('plays_count')
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  const plays = await db
    .selectFrom('video_plays')
    .select(['title_id', 'user_id'])
    .where('video_id', '=', videoId)
    .orderBy('id')
    .execute();
  return { count: Number(video.plays_count), plays };
}

describe('GET videos/:videoId', () => {
  it("answers a title's video with its title card and the title's other videos", async () => {
    const title = await buildTitle(t.app, { genres: ['thriller'], name: 'Watched' });
    const other = await buildTitle(t.app);
    const clip = await buildVideo(t.app, title.id, {
      category: 'clip',
      source: 'mp4',
      src: 'https://cdn.example/clip.mp4',
      duration: 61,
    });
    const trailer2 = await buildVideo(t.app, title.id, { category: 'trailer', order: 2 });
    const trailer1 = await buildVideo(t.app, title.id, { category: 'trailer', order: 1 });
    const full = await buildVideo(t.app, title.id, { category: 'full', order: 0 });
    await buildVideo(t.app, other.id);

    const page = await watch(trailer2.id);
    expect(page.video).toMatchObject({
      id: trailer2.id,
      title_id: title.id,
      name: trailer2.name,
      source: 'embed',
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      category: 'trailer',
      episode: null,
      duration: null,
    });
    expect(page.video.title).toMatchObject({ id: title.id, name: 'Watched', type: 'movie' });
    expect(page.video.title.genres.map((genre) => genre.name)).toEqual(['thriller']);
    expect(ids(page.related)).toEqual([clip.id, full.id, trailer1.id]);
    expect(page.related[0]).toMatchObject({ duration: 61, source: 'mp4', episode: null });
    expect(page.related[0]!.title.id).toBe(title.id);
  });

  it("answers an episode's video beside the videos of that season's episodes", async () => {
    const series = await buildTitle(t.app, { type: 'series', name: 'Serial' });
    const s1 = await buildSeason(t.app, series.id, 1);
    const s2 = await buildSeason(t.app, series.id, 2);
    const videos = [];
    for (let number = 1; number <= 24; number++) {
      const episode = await buildEpisode(t.app, s1, number, { poster: `still-${number}.svg` });
      videos.push(
        await buildVideo(t.app, series.id, {
          episode_id: episode.id,
          season_number: 1,
          episode_number: number,
          category: 'full',
          name: `Full ${number}`,
        }),
      );
    }
    const later = await buildEpisode(t.app, s2, 1);
    await buildVideo(t.app, series.id, {
      episode_id: later.id,
      season_number: 2,
      episode_number: 1,
    });
    await buildVideo(t.app, series.id, { category: 'trailer' });

    const page = await watch(videos[1]!.id);
    expect(page.video.episode).toEqual({
      id: videos[1]!.episode_id,
      name: 'Episode 1x2',
      season_number: 1,
      episode_number: 2,
      poster: 'still-2.svg',
    });
    expect(page.video.title).toMatchObject({ id: series.id, type: 'series' });
    expect(ids(page.related)).toEqual(ids([videos[0]!, ...videos.slice(2, 21)]));
    expect(page.related[0]!.episode).toMatchObject({ episode_number: 1 });

    // Near the end of a long season the window moves so the next episodes stay in view.
    const late = await watch(videos[22]!.id);
    expect(late.related).toHaveLength(20);
    expect(ids(late.related)).toContain(videos[23]!.id);
    expect(ids(late.related)).not.toContain(videos[22]!.id);
  });

  it('answers 404 for missing videos and ids that are not positive integers', async () => {
    for (const id of ['999999', 'abc', '0', '2.5', '99999999999']) {
      const response = await t.client().get(`/api/v1/videos/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Video not found.', errors: {} });
    }
  });

  it('tags the watch page with an ETag', async () => {
    const title = await buildTitle(t.app);
    const video = await buildVideo(t.app, title.id);
    const first = await t.client().get(`/api/v1/videos/${video.id}`);
    const again = await t.client().get(`/api/v1/videos/${video.id}`, {
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('POST videos/:videoId/plays', () => {
  it('records plays of guests and members and counts them', async () => {
    const title = await buildTitle(t.app);
    const video = await buildVideo(t.app, title.id);
    const guest = await t.client().post(`/api/v1/videos/${video.id}/plays`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ ok: true });
    const user = await buildUser(t.app);
    const member = t.client();
    await member.login(user.email, user.password);
    expect((await member.post(`/api/v1/videos/${video.id}/plays`)).statusCode).toBe(200);
    expect(await playsOf(video.id)).toEqual({
      count: 2,
      plays: [
        { title_id: title.id, user_id: null },
        { title_id: title.id, user_id: user.id },
      ],
    });
  });

  it('answers 404 for a missing video and counts nothing', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await t.client().post(`/api/v1/videos/${id}/plays`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Video not found.');
    }
    const total = await t.app.services.db
      .selectFrom('video_plays')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('video_id', '=', 999999)
      .executeTakeFirstOrThrow();
    expect(Number(total.count)).toBe(0);
  });

  it('limits how often one address plays one video', async () => {
    const title = await buildTitle(t.app);
    const [video, other] = [await buildVideo(t.app, title.id), await buildVideo(t.app, title.id)];
    const client = t.client();
    for (let play = 0; play < PLAYS_PER_MINUTE; play++) {
      expect((await client.post(`/api/v1/videos/${video.id}/plays`)).statusCode).toBe(200);
    }
    const limited = await client.post(`/api/v1/videos/${video.id}/plays`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    expect((await playsOf(video.id)).count).toBe(PLAYS_PER_MINUTE);
    expect((await client.post(`/api/v1/videos/${other.id}/plays`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('refuses guests without titles.view (401) and members whose role lacks it (403)', async () => {
    const title = await buildTitle(t.app);
    const video = await buildVideo(t.app, title.id);
    const user = await buildUser(t.app, { withDefaultRole: false });
    const member = t.client();
    await member.login(user.email, user.password);
    await setGuestPermission(t.app, 'titles.view', false);
    try {
      for (const [client, status] of [
        [t.client(), 401],
        [member, 403],
      ] as const) {
        expect((await client.get(`/api/v1/videos/${video.id}`)).statusCode).toBe(status);
        expect((await client.post(`/api/v1/videos/${video.id}/plays`)).statusCode).toBe(status);
      }
    } finally {
      await setGuestPermission(t.app, 'titles.view', true);
    }
    expect((await playsOf(video.id)).count).toBe(0);
  });
});
