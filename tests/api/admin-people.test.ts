import { sql } from 'kysely';
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

const base = '/api/v1/admin/people';
const put = (client: TestClient, url: string, body: unknown) => client.send('PUT', url, { body });

async function clientWith(permissions: string[], withDefaultRole = true) {
  const user = await buildUser(t.app, { permissions, withDefaultRole });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

describe('admin people list', () => {
  it('lists with search, filters, order and pagination', async () => {
    const marker = `Zyqvorn${Date.now() % 100000}`;
    const a = await buildPerson(t.app, {
      name: `Anna ${marker}`,
      known_for: 'directing',
      gender: 'female',
    });
    const b = await buildPerson(t.app, {
      name: `Boris ${marker}`,
      known_for: 'acting',
      gender: 'male',
    });
    await buildPerson(t.app, { name: `Carla ${marker}`, known_for: 'directing', gender: 'male' });

    const page = await admin.get(base, {
      query: {
        query: marker.toLowerCase(),
        known_for: 'directing',
        orderBy: 'name',
        orderDir: 'asc',
      },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().total).toBe(2);
    expect(page.json().data[0]).toMatchObject({
      id: a.id,
      name: a.name,
      known_for: 'directing',
      gender: 'female',
    });
    expect(Object.keys(page.json().data[0]).sort()).toEqual(
      [
        'birth_date',
        'created_at',
        'death_date',
        'gender',
        'id',
        'image',
        'imdb_id',
        'known_for',
        'name',
        'popularity',
        'updated_at',
      ].sort(),
    );
    const byGender = await admin.get(base, {
      query: { query: marker, gender: 'male', orderBy: 'name', orderDir: 'asc' },
    });
    expect(byGender.json().data.map((p: { name: string }) => p.name)).toEqual([
      `Boris ${marker}`,
      `Carla ${marker}`,
    ]);
    const byIds = await admin.get(base, { query: { ids: `${a.id},${b.id}`, perPage: '1' } });
    expect(byIds.json()).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect((await admin.get(base, { query: { query: 'qqqqnothingqqqq' } })).json().total).toBe(0);
  });

  it('answers 422 for bad filters and orders', async () => {
    const response = await admin.get(base, {
      query: { orderBy: 'biography', gender: 'x', perPage: '500' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['gender', 'orderBy', 'perPage']);
  });
});

describe('admin people writes', () => {
  it('creates a person from a name alone, reads and updates it', async () => {
    const created = await admin.post(base, { name: '  Noor Vale ' });
    expect(created.statusCode, created.body).toBe(200);
    const person = created.json().person;
    expect(person).toMatchObject({
      name: 'Noor Vale',
      biography: null,
      known_for: null,
      gender: null,
    });

    const updated = await put(admin, `${base}/${person.id}`, {
      biography: 'Born by the sea.',
      birth_date: '1970-02-03',
      birth_place: 'Porto',
      gender: 'non-binary',
      known_for: 'writing',
      imdb_id: 'nm0001234',
      image: 'uploads/files/abc-123.jpg',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().person).toMatchObject({
      name: 'Noor Vale',
      birth_place: 'Porto',
      gender: 'non-binary',
    });
    const read = await admin.get(`${base}/${person.id}`);
    expect(read.json().person).toMatchObject({
      biography: 'Born by the sea.',
      imdb_id: 'nm0001234',
      image: 'uploads/files/abc-123.jpg',
    });
  });

  it('validates with field messages', async () => {
    const missing = await admin.post(base, { name: ' ', other: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ name: ['The name field is required.'] });
    expect(Object.keys(missing.json().errors)).toContain('other');
    const person = await buildPerson(t.app);
    const bad = await put(admin, `${base}/${person.id}`, {
      birth_date: '2000-13-45',
      gender: 'unknown',
      image: 'javascript:alert(1)',
      imdb_id: 'tt123',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'birth_date',
      'gender',
      'image',
      'imdb_id',
    ]);
    const backwards = await put(admin, `${base}/${person.id}`, {
      birth_date: '2000-01-01',
      death_date: '1990-01-01',
    });
    expect(backwards.json().errors).toEqual({
      death_date: ['The death date must be after the birth date.'],
    });
  });

  it('answers 404 for unknown people', async () => {
    expect((await admin.get(`${base}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/abc`)).statusCode).toBe(404);
    expect((await put(admin, `${base}/999999`, { name: 'X' })).statusCode).toBe(404);
    expect((await admin.send('DELETE', `${base}/999998,999999`)).statusCode).toBe(404);
  });

  it('shows changes on the public person page, title pages and search at once', async () => {
    const person = await buildPerson(t.app, { name: 'Quilla Ambersmith' });
    const title = await buildTitle(t.app);
    await buildCredit(t.app, { personId: person.id, titleId: title.id });
    const guest = t.client();
    // warm the caches
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().credits.cast[0].person.name).toBe(
      'Quilla Ambersmith',
    );
    expect(
      (await guest.get('/api/v1/search', { query: { query: 'ambersmith' } })).json().people,
    ).toHaveLength(1);

    await put(admin, `${base}/${person.id}`, { name: 'Quilla Rosewright' });
    expect((await guest.get(`/api/v1/people/${person.id}`)).json().person.name).toBe(
      'Quilla Rosewright',
    );
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().credits.cast[0].person.name).toBe(
      'Quilla Rosewright',
    );
    expect(
      (await guest.get('/api/v1/search', { query: { query: 'ambersmith' } })).json().people,
    ).toHaveLength(0);
    expect(
      (await guest.get('/api/v1/search', { query: { query: 'rosewright' } })).json().people,
    ).toHaveLength(1);

    const created = (await admin.post(base, { name: 'Quilla Newcombe' })).json().person;
    expect(
      (await guest.get('/api/v1/search', { query: { query: 'newcombe' } })).json().people[0].id,
    ).toBe(created.id);
  });

  it('deletes people with their credits and images; their pages answer 404', async () => {
    const [a, b] = [await buildPerson(t.app), await buildPerson(t.app)];
    const title = await buildTitle(t.app);
    await buildCredit(t.app, { personId: a.id, titleId: title.id });
    await admin.post('/api/v1/admin/images', { personId: a.id, url: 'https://example.com/a.jpg' });
    const guest = t.client();
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().credits.cast).toHaveLength(1);

    const response = await admin.send('DELETE', `${base}/${a.id},${b.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await guest.get(`/api/v1/people/${a.id}`)).statusCode).toBe(404);
    expect((await guest.get(`/api/v1/titles/${title.id}`)).json().credits.cast).toHaveLength(0);
    const db = t.app.services.db;
    const images = await db
      .selectFrom('images')
      .select('id')
      .where('model_type', '=', 'person')
      .where('model_id', '=', a.id)
      .execute();
    expect(images).toEqual([]);
  });

  it('leaves nothing half-deleted when the deletion fails', async () => {
    const person = await buildPerson(t.app);
    await admin.post('/api/v1/admin/images', {
      personId: person.id,
      url: 'https://example.com/p.jpg',
    });
    const db = t.app.services.db;
    // a row that refuses the person's deletion (no cascade), so the last step fails
    await sql`create table person_blockers (person_id integer not null references people (id))`.execute(
      db,
    );
    try {
      await sql`insert into person_blockers (person_id) values (${person.id})`.execute(db);
      const response = await admin.send('DELETE', `${base}/${person.id}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect((await admin.get(`${base}/${person.id}`)).statusCode).toBe(200);
      const images = await admin.get('/api/v1/admin/images', {
        query: { personId: String(person.id) },
      });
      expect(images.json().total).toBe(1);
    } finally {
      await sql`drop table person_blockers`.execute(db);
    }
  });
});

describe('admin people permissions', () => {
  it('refuses visitors and plain members', async () => {
    const person = await buildPerson(t.app);
    const member = await clientWith([]);
    const guest = t.client();
    for (const [client, status] of [
      [member, 403],
      [guest, 401],
    ] as const) {
      expect((await client.get(base)).statusCode).toBe(status);
      expect((await client.get(`${base}/${person.id}`)).statusCode).toBe(status);
      expect((await client.post(base, { name: 'X' })).statusCode).toBe(status);
      expect((await put(client, `${base}/${person.id}`, { name: 'X' })).statusCode).toBe(status);
      expect((await client.send('DELETE', `${base}/${person.id}`)).statusCode).toBe(status);
    }
  });

  it('lets each specific permission do its own part', async () => {
    const person = await buildPerson(t.app);
    const editor = await clientWith(['people.update'], false);
    expect((await editor.get(base)).statusCode).toBe(200);
    expect((await put(editor, `${base}/${person.id}`, { name: 'Edited' })).statusCode).toBe(200);
    expect((await editor.post(base, { name: 'X' })).statusCode).toBe(403);
    expect((await editor.send('DELETE', `${base}/${person.id}`)).statusCode).toBe(403);

    const creator = await clientWith(['people.create'], false);
    expect((await creator.post(base, { name: 'Made' })).statusCode).toBe(200);
    const deleter = await clientWith(['people.delete'], false);
    expect((await deleter.send('DELETE', `${base}/${person.id}`)).statusCode).toBe(200);
  });
});
