import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonCard, PersonPageResponse } from '@common/catalogue/catalogue-types';
import { buildCredit, buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  buildEpisode,
  buildImage,
  buildSeason,
  setGuestPermission,
} from '../support/title-page-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

async function list(query: Record<string, string> = {}) {
  const response = await t.client().get('/api/v1/people', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: PersonCard[]; total: number } & Record<string, unknown>;
}

describe('GET people', () => {
  it('lists person cards by popularity or name, paginated', async () => {
    const zed = await buildPerson(t.app, { name: 'Zed Zimmer', popularity: 1000, image: 'z.svg' });
    const amy = await buildPerson(t.app, { name: 'Aaa Amy', popularity: 999 });
    const mid = await buildPerson(t.app, { name: 'Mmm Mid', popularity: 998 });
    const popularTitle = await buildTitle(t.app, { name: 'Big One', popularity: 5000 });
    const smallTitle = await buildTitle(t.app, { name: 'Small One', popularity: 1 });
    await buildCredit(t.app, { personId: zed.id, titleId: smallTitle.id });
    await buildCredit(t.app, { personId: zed.id, titleId: popularTitle.id });

    const first = await list({ perPage: '2' });
    expect(ids(first.data)).toEqual([zed.id, amy.id]);
    expect(first).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.data[0]).toEqual({
      id: zed.id,
      name: 'Zed Zimmer',
      image: 'z.svg',
      known_for: 'acting',
      popularity: 1000,
      known_for_titles: ['Big One', 'Small One'],
    });
    expect(ids((await list({ perPage: '2', page: '2' })).data)).toEqual([mid.id]);
    expect(ids((await list({ order: 'name:asc' })).data)).toEqual([amy.id, mid.id, zed.id]);
    expect(ids((await list({ order: 'name:desc' })).data)).toEqual([zed.id, mid.id, amy.id]);
    expect(ids((await list({ order: 'popularity:asc' })).data)).toEqual([mid.id, amy.id, zed.id]);
  });

  it('answers 422 for a bad order or page', async () => {
    for (const [query, field] of [
      [{ order: 'birth_date:asc' }, 'order'],
      [{ perPage: '500' }, 'perPage'],
      [{ page: 'x' }, 'page'],
    ] as const) {
      const response = await t.client().get('/api/v1/people', { query });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});

describe('GET people/:personId', () => {
  it('answers the person page: detail, known-for, filmography by department, images', async () => {
    const person = await buildPerson(t.app, {
      name: 'Dana Director',
      known_for: 'directing',
      biography: 'Born somewhere.',
      birth_date: '1970-02-03',
      birth_place: 'Lyon',
      gender: 'female',
      imdb_id: 'nm0000001',
      image: 'dana.svg',
      popularity: 12.5,
    });
    const directed = [
      await buildTitle(t.app, { name: 'Old Film', year: 1990, popularity: 5 }),
      await buildTitle(t.app, { name: 'New Film', year: 2020, popularity: 1 }),
      await buildTitle(t.app, { name: 'No Year', year: null, release_date: null, popularity: 2 }),
    ];
    const acted = await buildTitle(t.app, { name: 'Hit Movie', year: 2010, popularity: 900 });
    const series = await buildTitle(t.app, {
      name: 'Long Show',
      type: 'series',
      year: 2015,
      popularity: 800,
    });
    const season = await buildSeason(t.app, series.id, 1);
    const credits = {
      old: await buildCredit(t.app, {
        personId: person.id,
        titleId: directed[0]!.id,
        department: 'directing',
        job: 'Director',
      }),
      recent: await buildCredit(t.app, {
        personId: person.id,
        titleId: directed[1]!.id,
        department: 'directing',
        job: 'Director',
      }),
      undated: await buildCredit(t.app, {
        personId: person.id,
        titleId: directed[2]!.id,
        department: 'directing',
        job: 'Director',
      }),
      acted: await buildCredit(t.app, {
        personId: person.id,
        titleId: acted.id,
        character: 'Herself',
      }),
    };
    const episodeCredits = [];
    for (let number = 1; number <= 3; number++) {
      const episode = await buildEpisode(t.app, season, number);
      episodeCredits.push(
        await buildCredit(t.app, {
          personId: person.id,
          titleId: series.id,
          character: number === 3 ? 'Twin' : 'Nurse',
          creditable: { type: 'episode', id: episode.id },
        }),
      );
    }
    const profile = await buildImage(t.app, {
      model_type: 'person',
      model_id: person.id,
      type: 'profile',
    });

    const response = await t.client().get(`/api/v1/people/${person.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as PersonPageResponse;
    expect(page.person).toEqual({
      id: person.id,
      name: 'Dana Director',
      image: 'dana.svg',
      known_for: 'directing',
      popularity: 12.5,
      known_for_titles: ['Hit Movie', 'Old Film', 'No Year'],
      biography: 'Born somewhere.',
      birth_date: '1970-02-03',
      birth_place: 'Lyon',
      death_date: null,
      death_place: null,
      gender: 'female',
      imdb_id: 'nm0000001',
    });
    // Directed titles first (the known-for department), each group by popularity.
    expect(ids(page.known_for)).toEqual([
      directed[0]!.id,
      directed[2]!.id,
      directed[1]!.id,
      acted.id,
      series.id,
    ]);
    expect(Object.keys(page.filmography)).toEqual(['directing', 'acting']);
    expect(page.filmography.directing!.map((credit) => credit.id)).toEqual([
      credits.recent.id,
      credits.old.id,
      credits.undated.id,
    ]);
    expect(page.filmography.directing![0]).toMatchObject({
      department: 'directing',
      job: 'Director',
      character: null,
      episode_count: null,
      title: { id: directed[1]!.id, name: 'New Film', year: 2020 },
    });
    expect(page.filmography.acting).toEqual([
      {
        id: episodeCredits[0]!.id,
        title: expect.objectContaining({ id: series.id, type: 'series' }),
        department: 'acting',
        job: 'Actor',
        character: 'Nurse / Twin',
        episode_count: 3,
      },
      {
        id: credits.acted.id,
        title: expect.objectContaining({ id: acted.id }),
        department: 'acting',
        job: 'Actor',
        character: 'Herself',
        episode_count: null,
      },
    ]);
    expect(page.images).toEqual([
      { id: profile.id, type: 'profile', url: profile.url, width: null, height: null },
    ]);

    // A series credit of its own absorbs the episode credits.
    const main = await buildCredit(t.app, {
      personId: person.id,
      titleId: series.id,
      character: 'Head Nurse',
    });
    const again = (await t.client().get(`/api/v1/people/${person.id}`)).json();
    expect(again.filmography.acting[0]).toMatchObject({
      id: main.id,
      character: 'Head Nurse',
      episode_count: 3,
    });
    expect(again.filmography.acting).toHaveLength(2);
  });

  it('answers a person without credits, and 404 for missing ids', async () => {
    const person = await buildPerson(t.app, { known_for: null });
    const page = (await t.client().get(`/api/v1/people/${person.id}`)).json();
    expect(page).toMatchObject({ known_for: [], filmography: {}, images: [] });
    for (const id of ['999999', 'abc', '0', '1.5', '99999999999']) {
      const response = await t.client().get(`/api/v1/people/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Person not found.', errors: {} });
    }
  });

  it('tags the answer with an ETag', async () => {
    const person = await buildPerson(t.app);
    const first = await t.client().get(`/api/v1/people/${person.id}`);
    const again = await t.client().get(`/api/v1/people/${person.id}`, {
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('access', () => {
  it('refuses guests without titles.view (401) and members whose role lacks it (403)', async () => {
    const person = await buildPerson(t.app);
    const user = await buildUser(t.app, { withDefaultRole: false });
    const member = t.client();
    await member.login(user.email, user.password);
    await setGuestPermission(t.app, 'titles.view', false);
    try {
      for (const path of ['/api/v1/people', `/api/v1/people/${person.id}`]) {
        expect((await t.client().get(path)).statusCode, path).toBe(401);
        expect((await member.get(path)).statusCode, path).toBe(403);
      }
    } finally {
      await setGuestPermission(t.app, 'titles.view', true);
    }
  });
});
