import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle, buildVideo } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { buildEpisode, buildSeason } from '../support/title-page-factories';

// the public answers are cached, so the tests also show that writes drop them
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const YOUTUBE_EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

type Row = { id: number; title_id: number; name: string; order: number; src: string };

const put = (client: TestClient, url: string, body: unknown) => client.send('PUT', url, { body });
const del = (client: TestClient, url: string) => client.send('DELETE', url);

/** A signed-in member whose only role holds just these permissions. */
async function memberWith(...permissions: string[]) {
  const role = await admin.post('/api/v1/roles', {
    name: `Only ${permissions.join(' ')} ${Date.now()}`,
    permissions: permissions.map((name) => ({ name })),
  });
  expect(role.statusCode).toBe(200);
  const user = await buildUser(t.app, { withDefaultRole: false });
  const assigned = await put(admin, `/api/v1/admin/users/${user.id}`, {
    roles: [role.json().role.id],
  });
  expect(assigned.statusCode).toBe(200);
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

async function plainMember() {
  const user = await buildUser(t.app);
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

async function createVideo(body: Record<string, unknown>) {
  const response = await admin.post('/api/v1/admin/videos', {
    name: 'Trailer',
    source: 'embed',
    src: YOUTUBE,
    category: 'trailer',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().video as Row;
}

async function series() {
  const title = await buildTitle(t.app, { type: 'series' });
  const season = await buildSeason(t.app, title.id, 1);
  const episode = await buildEpisode(t.app, season, 2);
  return { title, season, episode };
}

const scopedIds = async (query: Record<string, string>) =>
  (await admin.get('/api/v1/admin/videos', { query })).json().data.map((row: Row) => row.id);

describe('creating videos', () => {
  it('adds videos to a title, a season and an episode, each last in its place', async () => {
    const { title } = await series();
    const first = await createVideo({ titleId: title.id, description: 'Teaser', duration: 90 });
    expect(first).toMatchObject({
      title_id: title.id,
      season_number: null,
      episode_id: null,
      src: YOUTUBE_EMBED,
      order: 0,
      plays_count: 0,
      description: 'Teaser',
      duration: 90,
      title: { id: title.id, name: title.name, year: title.year, type: 'series' },
    });
    const second = await createVideo({ titleId: title.id, category: 'clip' });
    expect(second.order).toBe(1);
    const ofSeason = await createVideo({ titleId: title.id, season: 1 });
    expect(ofSeason).toMatchObject({ season_number: 1, episode_id: null, order: 0 });
    const ofEpisode = await createVideo({ titleId: title.id, season: 1, episode: 2 });
    expect(ofEpisode).toMatchObject({ season_number: 1, episode_number: 2, order: 0 });
    expect((await admin.get(`/api/v1/admin/videos/${ofEpisode.id}`)).json().video).toMatchObject(
      ofEpisode,
    );
  });

  it('checks each source: embed links become embed URLs; mp4 and hls need the right address', async () => {
    const title = await buildTitle(t.app);
    const vimeo = await createVideo({ titleId: title.id, src: 'https://vimeo.com/76979871' });
    expect(vimeo.src).toBe('https://player.vimeo.com/video/76979871');
    const short = await createVideo({ titleId: title.id, src: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(short.src).toBe(YOUTUBE_EMBED);
    const upload = 'uploads/files/0b6f1a52-6d1c-4d5e-9b7a-0c2f1e3d4a5b';
    expect((await createVideo({ titleId: title.id, source: 'mp4', src: upload })).src).toBe(upload);
    const hls = 'https://cdn.example.com/live/stream.m3u8';
    expect((await createVideo({ titleId: title.id, source: 'hls', src: hls })).src).toBe(hls);

    const refused = async (source: string, src: string) => {
      const response = await admin.post('/api/v1/admin/videos', {
        titleId: title.id,
        name: 'Bad',
        source,
        src,
        category: 'clip',
      });
      expect(response.statusCode).toBe(422);
      return response.json().errors.src;
    };
    expect(await refused('embed', 'https://example.com/video')).toEqual([
      'The address must be a YouTube or Vimeo video link.',
    ]);
    expect(await refused('mp4', 'ftp://example.com/film.mp4')).toEqual([
      'The address must be an http(s) link to an MP4 file or an uploaded video.',
    ]);
    expect(await refused('hls', 'https://example.com/film.mp4')).toEqual([
      'The address must be an http(s) link to an .m3u8 stream.',
    ]);
    expect(await refused('mp4', '  ')).toEqual(['The video address field is required.']);
  });

  it('answers 422 with each field named, and 404 for a missing title, season or episode', async () => {
    const invalid = await admin.post('/api/v1/admin/videos', {
      name: '',
      source: 'flash',
      src: 'x',
      category: 'movie',
      duration: -1,
      other: true,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toEqual(expect.any(String));
    expect(Object.keys(invalid.json().errors).sort()).toEqual(
      ['category', 'duration', 'name', 'other', 'source', 'titleId'].sort(),
    );
    expect(invalid.json().errors.name).toEqual(['The name field is required.']);
    const { title } = await series();
    const body = { name: 'X', source: 'embed', src: YOUTUBE, category: 'clip' };
    const missing = async (scope: Record<string, number>) =>
      (await admin.post('/api/v1/admin/videos', { ...body, ...scope })).json().message;
    expect(await missing({ titleId: 999_999 })).toBe('Title not found.');
    expect(await missing({ titleId: title.id, season: 7 })).toBe('Season not found.');
    expect(await missing({ titleId: title.id, season: 1, episode: 9 })).toBe('Episode not found.');
    expect(await scopedIds({ titleId: String(title.id) })).toEqual([]);
    const episodeWithoutSeason = await admin.post('/api/v1/admin/videos', {
      ...body,
      titleId: title.id,
      episode: 2,
    });
    expect(episodeWithoutSeason.statusCode).toBe(422);
    expect(episodeWithoutSeason.json().errors.episode).toEqual(['An episode needs its season.']);
  });
});

describe('listing videos', () => {
  it('searches, filters, orders, paginates, and lists a scope in its order', async () => {
    const { title } = await series();
    const marker = `Marker${Date.now()}`;
    const a = await createVideo({ titleId: title.id, name: `${marker} b`, language: 'en' });
    const b = await createVideo({
      titleId: title.id,
      name: `${marker} a`,
      source: 'hls',
      src: 'https://example.com/a.m3u8',
      category: 'full',
      language: 'fr',
    });
    const c = await createVideo({ titleId: title.id, season: 1, episode: 2, name: `${marker} c` });
    const list = (query: Record<string, string>) =>
      admin.get('/api/v1/admin/videos', { query: { query: marker.toLowerCase(), ...query } });
    const all = await list({ orderBy: 'name', orderDir: 'asc' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, current_page: 1 });
    expect(all.json().data.map((row: Row) => row.id)).toEqual([b.id, a.id, c.id]);
    expect(all.json().data[0].title).toMatchObject({ id: title.id, name: title.name });
    expect((await list({ source: 'hls' })).json().data.map((row: Row) => row.id)).toEqual([b.id]);
    expect((await list({ category: 'full' })).json().total).toBe(1);
    expect((await list({ language: 'en' })).json().data.map((row: Row) => row.id)).toEqual([a.id]);
    expect((await list({ ids: `${a.id},${c.id}` })).json().total).toBe(2);
    const paged = await list({ perPage: '1', page: '2', orderBy: 'name', orderDir: 'asc' });
    expect(paged.json()).toMatchObject({ total: 3, last_page: 3 });
    expect(paged.json().data.map((row: Row) => row.id)).toEqual([a.id]);
    // a scope is exactly that title, season or episode, by default in order
    expect(await scopedIds({ titleId: String(title.id) })).toEqual([a.id, b.id]);
    expect(await scopedIds({ titleId: String(title.id), season: '1' })).toEqual([]);
    expect(await scopedIds({ titleId: String(title.id), season: '1', episode: '2' })).toEqual([
      c.id,
    ]);
    const bad = await admin.get('/api/v1/admin/videos', {
      query: { perPage: '1000', orderBy: 'src', source: 'flash' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['orderBy', 'perPage', 'source']);
    const seasonAlone = await admin.get('/api/v1/admin/videos', { query: { season: '1' } });
    expect(seasonAlone.statusCode).toBe(422);
    expect(seasonAlone.json().errors).toEqual({ titleId: ['A season needs its title id.'] });
  });

  it('answers 404 for a video that does not exist or a malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await admin.get(`/api/v1/admin/videos/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Video not found.');
    }
  });
});

describe('updating videos', () => {
  it('changes only the fields sent, checks the address against the source, and 404s', async () => {
    const title = await buildTitle(t.app);
    const video = await createVideo({ titleId: title.id, quality: 'hd' });
    const renamed = await put(admin, `/api/v1/admin/videos/${video.id}`, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().video).toMatchObject({ name: 'Renamed', quality: 'hd', src: video.src });
    // a new source needs an address that suits it: nothing changes when it does not
    const mismatch = await put(admin, `/api/v1/admin/videos/${video.id}`, {
      source: 'hls',
      name: 'Never saved',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.src).toEqual([
      'The address must be an http(s) link to an .m3u8 stream.',
    ]);
    expect((await admin.get(`/api/v1/admin/videos/${video.id}`)).json().video.name).toBe('Renamed');
    const mp4 = await put(admin, `/api/v1/admin/videos/${video.id}`, {
      source: 'mp4',
      src: 'https://cdn.example.com/film.mp4',
      quality: null,
    });
    expect(mp4.json().video).toMatchObject({ source: 'mp4', quality: null });
    expect((await put(admin, '/api/v1/admin/videos/999999', { name: 'x' })).statusCode).toBe(404);
    // an address saved before these rules stays while the form sends it back unchanged
    const imported = await buildVideo(t.app, title.id, { source: 'mp4', src: 'demo/a.mp4' });
    const kept = await put(admin, `/api/v1/admin/videos/${imported.id}`, {
      name: 'Kept',
      source: 'mp4',
      src: 'demo/a.mp4',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().video).toMatchObject({ name: 'Kept', src: 'demo/a.mp4' });
    const changed = await put(admin, `/api/v1/admin/videos/${imported.id}`, { src: 'demo/b.mp4' });
    expect(changed.statusCode).toBe(422);
    const invalid = await put(admin, `/api/v1/admin/videos/${video.id}`, { name: '', id: 3 });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['id', 'name']);
  });

  it('moves a video to another title, season or episode, last there', async () => {
    const { title } = await series();
    const other = await buildTitle(t.app);
    const staying = await createVideo({ titleId: other.id });
    const video = await createVideo({ titleId: title.id });
    const toEpisode = await put(admin, `/api/v1/admin/videos/${video.id}`, {
      titleId: title.id,
      season: 1,
      episode: 2,
    });
    expect(toEpisode.json().video).toMatchObject({ season_number: 1, episode_number: 2 });
    const moved = await put(admin, `/api/v1/admin/videos/${video.id}`, { titleId: other.id });
    expect(moved.json().video).toMatchObject({
      title_id: other.id,
      season_number: null,
      episode_id: null,
      order: 1,
      title: { id: other.id },
    });
    expect(await scopedIds({ titleId: String(other.id) })).toEqual([staying.id, video.id]);
    const nowhere = await put(admin, `/api/v1/admin/videos/${video.id}`, {
      titleId: title.id,
      season: 5,
      name: 'Lost',
    });
    expect(nowhere.statusCode).toBe(404);
    expect((await admin.get(`/api/v1/admin/videos/${video.id}`)).json().video).toMatchObject({
      title_id: other.id,
      name: video.name,
    });
  });
});

describe('reordering and deleting videos', () => {
  it('reorders a scope; the others follow; ids from elsewhere are refused and nothing moves', async () => {
    const title = await buildTitle(t.app);
    const [a, b, c] = [
      await createVideo({ titleId: title.id }),
      await createVideo({ titleId: title.id }),
      await createVideo({ titleId: title.id }),
    ];
    const reordered = await admin.post('/api/v1/admin/videos/reorder', {
      titleId: title.id,
      ids: [c.id, a.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(await scopedIds({ titleId: String(title.id) })).toEqual([c.id, a.id, b.id]);
    const stranger = await createVideo({ titleId: (await buildTitle(t.app)).id });
    const refused = await admin.post('/api/v1/admin/videos/reorder', {
      titleId: title.id,
      ids: [b.id, stranger.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.ids).toEqual(['Some of these videos do not belong here.']);
    expect(await scopedIds({ titleId: String(title.id) })).toEqual([c.id, a.id, b.id]);
    const invalid = await admin.post('/api/v1/admin/videos/reorder', {
      titleId: title.id,
      ids: [],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.ids).toEqual(['Give at least one id.']);
    const missing = await admin.post('/api/v1/admin/videos/reorder', {
      titleId: 999_999,
      ids: [1],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes several videos with their plays', async () => {
    const title = await buildTitle(t.app);
    const [a, b, kept] = [
      await createVideo({ titleId: title.id }),
      await createVideo({ titleId: title.id }),
      await createVideo({ titleId: title.id }),
    ];
    expect((await t.client().post(`/api/v1/videos/${a.id}/plays`)).statusCode).toBe(200);
    const deleted = await del(admin, `/api/v1/admin/videos/${a.id},${b.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Videos deleted.' });
    expect(await scopedIds({ titleId: String(title.id) })).toEqual([kept.id]);
    const plays = await t.app.services.db
      .selectFrom('video_plays')
      .select('id')
      .where('video_id', '=', a.id)
      .execute();
    expect(plays).toEqual([]);
    expect((await del(admin, '/api/v1/admin/videos/abc')).statusCode).toBe(422);
  });
});

describe('the public site follows at once', () => {
  it('the title page, episode page and watch page show created, edited and deleted videos', async () => {
    const { title } = await series();
    const visitor = t.client();
    const titlePage = async () =>
      (await visitor.get(`/api/v1/titles/${title.id}`)).json().videos.map((v: Row) => v.name);
    const episodePage = async () =>
      (await visitor.get(`/api/v1/titles/${title.id}/seasons/1/episodes/2`))
        .json()
        .videos.map((v: Row) => v.name);
    expect(await titlePage()).toEqual([]);
    expect(await episodePage()).toEqual([]);
    const video = await createVideo({ titleId: title.id, name: 'First cut' });
    const episodeVideo = await createVideo({
      titleId: title.id,
      season: 1,
      episode: 2,
      name: 'Recap',
    });
    expect(await titlePage()).toEqual(['First cut']);
    expect(await episodePage()).toEqual(['Recap']);
    const watch = async () => (await visitor.get(`/api/v1/videos/${video.id}`)).json().video.name;
    expect(await watch()).toBe('First cut');
    await put(admin, `/api/v1/admin/videos/${video.id}`, { name: 'Final cut' });
    await put(admin, `/api/v1/admin/videos/${episodeVideo.id}`, { name: 'Previously' });
    expect(await titlePage()).toEqual(['Final cut']);
    expect(await episodePage()).toEqual(['Previously']);
    expect(await watch()).toBe('Final cut');
    await del(admin, `/api/v1/admin/videos/${video.id},${episodeVideo.id}`);
    expect(await titlePage()).toEqual([]);
    expect(await episodePage()).toEqual([]);
    expect((await visitor.get(`/api/v1/videos/${video.id}`)).statusCode).toBe(404);
  });

  it('the title page shows a new order', async () => {
    const title = await buildTitle(t.app);
    const a = await createVideo({ titleId: title.id, name: 'A' });
    const b = await createVideo({ titleId: title.id, name: 'B' });
    const names = async () =>
      (await t.client().get(`/api/v1/titles/${title.id}`)).json().videos.map((v: Row) => v.name);
    expect(await names()).toEqual(['A', 'B']);
    await admin.post('/api/v1/admin/videos/reorder', { titleId: title.id, ids: [b.id, a.id] });
    expect(await names()).toEqual(['B', 'A']);
  });
});

describe('who may manage videos', () => {
  it('refuses visitors (401) and plain members (403) on every route', async () => {
    const title = await buildTitle(t.app);
    const video = await buildVideo(t.app, title.id);
    const member = await plainMember();
    for (const [client, status] of [
      [t.client(), 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/api/v1/admin/videos')).statusCode).toBe(status);
      expect((await client.get(`/api/v1/admin/videos/${video.id}`)).statusCode).toBe(status);
      const body = {
        titleId: title.id,
        name: 'X',
        source: 'embed',
        src: YOUTUBE,
        category: 'clip',
      };
      expect((await client.post('/api/v1/admin/videos', body)).statusCode).toBe(status);
      expect(
        (await put(client, `/api/v1/admin/videos/${video.id}`, { name: 'Y' })).statusCode,
      ).toBe(status);
      const reorder = { titleId: title.id, ids: [video.id] };
      expect((await client.post('/api/v1/admin/videos/reorder', reorder)).statusCode).toBe(status);
      expect((await del(client, `/api/v1/admin/videos/${video.id}`)).statusCode).toBe(status);
    }
    expect((await admin.get(`/api/v1/admin/videos/${video.id}`)).json().video.name).toBe(
      video.name,
    );
  });

  it('each of videos.create, videos.update and videos.delete is enough for its routes', async () => {
    const title = await buildTitle(t.app);
    const body = { titleId: title.id, name: 'X', source: 'embed', src: YOUTUBE, category: 'clip' };
    const creator = await memberWith('videos.create');
    const created = await creator.post('/api/v1/admin/videos', body);
    expect(created.statusCode).toBe(200);
    const id = created.json().video.id as number;
    expect((await put(creator, `/api/v1/admin/videos/${id}`, { name: 'Y' })).statusCode).toBe(403);

    const editor = await memberWith('videos.update');
    expect((await editor.get('/api/v1/admin/videos')).statusCode).toBe(200);
    expect((await put(editor, `/api/v1/admin/videos/${id}`, { name: 'Y' })).statusCode).toBe(200);
    const reorder = { titleId: title.id, ids: [id] };
    expect((await editor.post('/api/v1/admin/videos/reorder', reorder)).statusCode).toBe(200);
    expect((await editor.post('/api/v1/admin/videos', body)).statusCode).toBe(403);
    expect((await del(editor, `/api/v1/admin/videos/${id}`)).statusCode).toBe(403);

    const remover = await memberWith('videos.delete');
    expect((await del(remover, `/api/v1/admin/videos/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/v1/admin/videos/${id}`)).statusCode).toBe(404);
  });
});
