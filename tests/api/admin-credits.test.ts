import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCredit, buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const base = '/api/v1/admin/credits';
const now = () => new Date().toISOString();

async function clientWith(permissions: string[]) {
  const user = await buildUser(t.app, { permissions, withDefaultRole: false });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

/** A series with season 1 and its episode 1. */
async function buildSeries() {
  const title = await buildTitle(t.app, { type: 'series' });
  const db = t.app.services.db;
  const season = await db
    .insertInto('seasons')
    .values({ title_id: title.id, number: 1, created_at: now(), updated_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  const episode = await db
    .insertInto('episodes')
    .values({
      title_id: title.id,
      season_id: season.id,
      season_number: 1,
      episode_number: 1,
      name: 'Pilot',
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { title, season, episode };
}

const ids = (response: { json(): { data: Array<{ id: number }> } }) =>
  response.json().data.map((row) => row.id);

describe('listing credits', () => {
  it("lists a scope's cast by order and crew by department, with people and titles", async () => {
    const title = await buildTitle(t.app);
    const [p1, p2, p3] = [
      await buildPerson(t.app),
      await buildPerson(t.app),
      await buildPerson(t.app),
    ];
    const second = await buildCredit(t.app, { personId: p1.id, titleId: title.id, order: 2 });
    const first = await buildCredit(t.app, { personId: p2.id, titleId: title.id, order: 1 });
    const writer = await buildCredit(t.app, {
      personId: p3.id,
      titleId: title.id,
      department: 'writing',
      job: 'Writer',
    });
    const director = await buildCredit(t.app, {
      personId: p3.id,
      titleId: title.id,
      department: 'directing',
      job: 'Director',
    });

    const cast = await admin.get(base, { query: { titleId: String(title.id), kind: 'cast' } });
    expect(cast.statusCode, cast.body).toBe(200);
    expect(ids(cast)).toEqual([first.id, second.id]);
    expect(cast.json().data[0]).toMatchObject({
      person: { id: p2.id, name: p2.name },
      title: { id: title.id, name: title.name, type: 'movie' },
      department: 'cast',
      job: 'Actor',
      season: null,
      episode: null,
    });
    const crew = await admin.get(base, { query: { titleId: String(title.id), kind: 'crew' } });
    expect(ids(crew)).toEqual([director.id, writer.id]);

    const ofPerson = await admin.get(base, { query: { personId: String(p3.id) } });
    expect(ofPerson.json().total).toBe(2);
    expect(ofPerson.json().data[0].title.name).toBe(title.name);
  });

  it('lists season and episode credits with their numbers', async () => {
    const { title, season, episode } = await buildSeries();
    const person = await buildPerson(t.app);
    await buildCredit(t.app, {
      personId: person.id,
      titleId: title.id,
      creditable: { type: 'episode', id: episode.id },
    });
    await buildCredit(t.app, {
      personId: person.id,
      titleId: title.id,
      creditable: { type: 'season', id: season.id },
    });
    const episodeCast = await admin.get(base, {
      query: { titleId: String(title.id), season: '1', episode: '1', kind: 'cast' },
    });
    expect(episodeCast.json().data).toHaveLength(1);
    expect(episodeCast.json().data[0]).toMatchObject({
      creditable_type: 'episode',
      season: 1,
      episode: 1,
    });
    const ofPerson = await admin.get(base, { query: { personId: String(person.id) } });
    expect(
      ofPerson
        .json()
        .data.map((c: { season: number; episode: number | null }) => [c.season, c.episode])
        .sort(),
    ).toEqual([
      [1, null],
      [1, 1],
    ]);
  });

  it('answers 422 for a bad query and 404 for unknown scopes and people', async () => {
    const bad = await admin.get(base, { query: { kind: 'extras', perPage: '101' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'perPage']);
    expect((await admin.get(base)).json().errors).toEqual({
      titleId: ['The title id field is required.'],
    });
    const both = await admin.get(base, { query: { titleId: '1', personId: '1' } });
    expect(both.json().errors).toEqual({ personId: ['Give a title or a person, not both.'] });
    const title = await buildTitle(t.app);
    expect((await admin.get(base, { query: { titleId: '999999' } })).json().message).toBe(
      'Title not found.',
    );
    expect(
      (await admin.get(base, { query: { titleId: String(title.id), season: '4' } })).statusCode,
    ).toBe(404);
    expect((await admin.get(base, { query: { personId: '999999' } })).statusCode).toBe(404);
  });
});

describe('writing credits', () => {
  it('adds cast and crew last, updates and deletes them; the title page follows', async () => {
    const title = await buildTitle(t.app);
    const [actor, other, director] = [
      await buildPerson(t.app),
      await buildPerson(t.app),
      await buildPerson(t.app),
    ];
    await buildCredit(t.app, { personId: other.id, titleId: title.id, order: 5 });
    const guest = t.client();
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().credits.cast).toHaveLength(1);

    const added = await admin.post(base, {
      titleId: title.id,
      person_id: actor.id,
      department: 'cast',
      character: 'Hero',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().credit).toMatchObject({
      job: 'Actor',
      character: 'Hero',
      order: 6,
      person: { id: actor.id },
    });
    const page = (await guest.get(`/api/v1/titles/${title.id}`)).json();
    expect(page.credits.cast.map((c: { person: { id: number } }) => c.person.id)).toEqual([
      other.id,
      actor.id,
    ]);

    const crew = await admin.post(base, {
      titleId: title.id,
      person_id: director.id,
      department: 'directing',
      job: 'Director',
      character: 'ignored',
    });
    expect(crew.json().credit).toMatchObject({
      department: 'directing',
      job: 'Director',
      character: null,
      order: 0,
    });
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().credits.crew[0].person.id).toBe(
      director.id,
    );

    const id = added.json().credit.id;
    const updated = await admin.send('PUT', `${base}/${id}`, { body: { character: 'Villain' } });
    expect(updated.json().credit).toMatchObject({ character: 'Villain', department: 'cast' });
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().credits.cast[1].character).toBe(
      'Villain',
    );
    expect((await admin.get(`${base}/${id}`)).json().credit.character).toBe('Villain');

    expect((await admin.send('DELETE', `${base}/${id},${crew.json().credit.id}`)).statusCode).toBe(
      200,
    );
    const after = (await guest.get(`/api/v1/titles/${title.id}`)).json();
    expect(after.credits.cast).toHaveLength(1);
    expect(after.credits.crew).toHaveLength(0);
    // the person page follows too
    expect((await guest.get(`/api/v1/people/${actor.id}`)).json().filmography).toEqual({});
  });

  it('adds episode credits to the episode', async () => {
    const { title, episode } = await buildSeries();
    const person = await buildPerson(t.app);
    const added = await admin.post(base, {
      titleId: title.id,
      season: 1,
      episode: 1,
      person_id: person.id,
      department: 'cast',
    });
    expect(added.json().credit).toMatchObject({
      creditable_type: 'episode',
      season: 1,
      episode: 1,
    });
    const row = await t.app.services.db
      .selectFrom('credits')
      .selectAll()
      .where('id', '=', added.json().credit.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ creditable_id: episode.id, title_id: title.id });
  });

  it('validates, and writes nothing on a refusal', async () => {
    const title = await buildTitle(t.app);
    const empty = await admin.post(base, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['department', 'person_id', 'titleId']);
    const noPerson = await admin.post(base, {
      titleId: title.id,
      person_id: 999999,
      department: 'cast',
    });
    expect(noPerson.statusCode).toBe(422);
    expect(noPerson.json().errors).toEqual({ person_id: ['The selected person does not exist.'] });
    const person = await buildPerson(t.app);
    const noJob = await admin.post(base, {
      titleId: title.id,
      person_id: person.id,
      department: 'writing',
    });
    expect(noJob.json().errors).toEqual({ job: ['The job field is required.'] });
    const badDepartment = await admin.post(base, {
      titleId: title.id,
      person_id: person.id,
      department: 'catering',
    });
    expect(Object.keys(badDepartment.json().errors)).toEqual(['department']);
    expect(
      (await admin.post(base, { titleId: 999999, person_id: person.id, department: 'cast' }))
        .statusCode,
    ).toBe(404);
    const list = await admin.get(base, { query: { titleId: String(title.id) } });
    expect(list.json().total).toBe(0);

    const credit = await buildCredit(t.app, { personId: person.id, titleId: title.id });
    const toCrew = await admin.send('PUT', `${base}/${credit.id}`, {
      body: { department: 'sound' },
    });
    expect(toCrew.json().errors).toEqual({ job: ['The job field is required.'] });
    expect(
      (await admin.send('PUT', `${base}/${credit.id}`, { body: { order: 3 } })).statusCode,
    ).toBe(422);
    expect(
      (await admin.send('PUT', `${base}/999999`, { body: { character: 'x' } })).statusCode,
    ).toBe(404);
    expect((await admin.send('PUT', `${base}/abc`, { body: { character: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await admin.send('DELETE', `${base}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/${credit.id}`)).json().credit.department).toBe('cast');
  });
});

describe('reordering credits', () => {
  it("saves a scope's new order and the title page follows", async () => {
    const title = await buildTitle(t.app);
    const people = [await buildPerson(t.app), await buildPerson(t.app), await buildPerson(t.app)];
    const credits = [];
    for (const person of people)
      credits.push(await buildCredit(t.app, { personId: person.id, titleId: title.id, order: 0 }));
    const guest = t.client();
    await guest.get(`/api/v1/titles/${title.id}`);
    const order = [credits[2]!.id, credits[0]!.id, credits[1]!.id];
    const response = await admin.post(`${base}/reorder`, {
      titleId: title.id,
      kind: 'cast',
      ids: order,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      ids(await admin.get(base, { query: { titleId: String(title.id), kind: 'cast' } })),
    ).toEqual(order);
    const page = (await guest.get(`/api/v1/titles/${title.id}`)).json();
    expect(page.credits.cast.map((c: { id: number }) => c.id)).toEqual(order);

    // a part of the list moves within the places it held
    await admin.post(`${base}/reorder`, {
      titleId: title.id,
      kind: 'cast',
      ids: [credits[1]!.id, credits[0]!.id],
    });
    expect(
      ids(await admin.get(base, { query: { titleId: String(title.id), kind: 'cast' } })),
    ).toEqual([credits[2]!.id, credits[1]!.id, credits[0]!.id]);
  });

  it('refuses ids of another scope or kind and changes nothing', async () => {
    const title = await buildTitle(t.app);
    const other = await buildTitle(t.app);
    const person = await buildPerson(t.app);
    const a = await buildCredit(t.app, { personId: person.id, titleId: title.id, order: 0 });
    const b = await buildCredit(t.app, { personId: person.id, titleId: title.id, order: 1 });
    const foreign = await buildCredit(t.app, { personId: person.id, titleId: other.id });
    const crew = await buildCredit(t.app, {
      personId: person.id,
      titleId: title.id,
      department: 'sound',
      job: 'Composer',
    });
    for (const id of [foreign.id, crew.id]) {
      const response = await admin.post(`${base}/reorder`, {
        titleId: title.id,
        kind: 'cast',
        ids: [b.id, id, a.id],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        ids: ['Every id must be a cast credit of this scope.'],
      });
    }
    expect(
      ids(await admin.get(base, { query: { titleId: String(title.id), kind: 'cast' } })),
    ).toEqual([a.id, b.id]);
    expect(
      (await admin.post(`${base}/reorder`, { titleId: title.id, kind: 'cast', ids: [] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await admin.post(`${base}/reorder`, { titleId: 999999, kind: 'cast', ids: [a.id] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('credit permissions', () => {
  it('refuses visitors and members; titles.update and people.update each reach their lists', async () => {
    const title = await buildTitle(t.app);
    const person = await buildPerson(t.app);
    const credit = await buildCredit(t.app, { personId: person.id, titleId: title.id });
    const member = await clientWith([]);
    const guest = t.client();
    const calls = (client: TestClient) => [
      () => client.get(base, { query: { titleId: String(title.id) } }),
      () => client.get(base, { query: { personId: String(person.id) } }),
      () => client.get(`${base}/${credit.id}`),
      () => client.post(base, { titleId: title.id, person_id: person.id, department: 'cast' }),
      () => client.send('PUT', `${base}/${credit.id}`, { body: { character: 'x' } }),
      () => client.post(`${base}/reorder`, { titleId: title.id, kind: 'cast', ids: [credit.id] }),
      () => client.send('DELETE', `${base}/${credit.id}`),
    ];
    for (const call of calls(member)) expect((await call()).statusCode).toBe(403);
    for (const call of calls(guest)) expect((await call()).statusCode).toBe(401);

    const titleEditor = await clientWith(['titles.update']);
    const [titleList, personList, ...writes] = calls(titleEditor);
    expect((await titleList!()).statusCode).toBe(200);
    expect((await personList!()).statusCode).toBe(403);
    for (const call of writes) expect((await call()).statusCode).toBe(200);

    const peopleEditor = await clientWith(['people.update']);
    expect((await calls(peopleEditor)[1]!()).statusCode).toBe(200);
    expect((await calls(peopleEditor)[0]!()).statusCode).toBe(403);
  });
});
