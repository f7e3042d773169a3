import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { dialectOf } from '@server/db/dialect';
import { buildPerson, buildTitle } from '../support/catalogue-factories';
import { signedInMember } from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

// The public answers are cached for a minute: every write must drop what it changed.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const put = (client: TestClient, url: string, body: unknown) => client.send('PUT', url, { body });
const del = (client: TestClient, url: string) => client.send('DELETE', url);
const db = () => t.app.services.db;

async function createTitle(body: Record<string, unknown>) {
  const response = await admin.post('/api/v1/admin/titles', { type: 'movie', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().title as Record<string, unknown> & { id: number; name: string };
}

const searchNames = async (query: string) =>
  (
    (await t.client().get('/api/v1/search', { query: { query } })).json().titles as {
      name: string;
    }[]
  ).map((title) => title.name);

async function movieNames() {
  const response = await t.client().get('/api/v1/channels/movies');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().content.data as { name: string }[]).map((title) => title.name);
}

describe('admin titles: create and read', () => {
  it('creates a title with every field; the year follows the release date', async () => {
    // read (and cache) the public answers first
    expect(await searchNames('zephyrine')).toEqual([]);
    expect(await movieNames()).not.toContain('Zephyrine Harbour');
    const title = await createTitle({
      type: 'movie',
      name: '  Zephyrine Harbour  ',
      original_name: 'Le Port de Zéphyrine',
      release_date: '2021-03-04',
      runtime: 118,
      tagline: 'Every tide returns.',
      plot: 'A harbour master waits.',
      certification: 'PG-13',
      language: 'FR',
      country: 'fr',
      status: 'Released',
      budget: 3_000_000_000,
      revenue: 0,
      poster: 'uploads/files/3f1e2a3b-1111-2222-3333-444455556666',
      backdrop: '/art/backdrop/1.svg',
      imdb_id: 'tt1234567',
      tmdb_id: 42,
    });
    expect(title).toMatchObject({
      name: 'Zephyrine Harbour',
      year: 2021,
      language: 'fr',
      country: 'FR',
      budget: 3_000_000_000,
      season_count: 0,
      tmdb_id: 42,
    });
    const read = await admin.get(`/api/v1/admin/titles/${title.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().title).toEqual(title);
    expect((await t.client().get('/sitemap.xml')).body).toContain(titleUrl(title));
    expect(await searchNames('zephyrine')).toEqual(['Zephyrine Harbour']);
    expect(await movieNames()).toContain('Zephyrine Harbour');
    const explicitYear = await createTitle({
      name: 'Year Given',
      release_date: '2020-01-01',
      year: 2019,
    });
    expect(explicitYear.year).toBe(2019);
  });

  it('refuses invalid input with 422 and the field messages', async () => {
    const response = await admin.post('/api/v1/admin/titles', {
      type: 'film',
      name: '',
      release_date: '2023-02-30',
      language: 'english',
      status: 'Lost',
      budget: -1,
      poster: 'javascript:alert(1)',
      imdb_id: '1234567',
      extra: true,
    });
    expect(response.statusCode).toBe(422);
    const { message, errors } = response.json();
    expect(typeof message).toBe('string');
    expect(errors).toMatchObject({
      type: ['The type must be movie or series.'],
      name: ['The name field is required.'],
      release_date: ['The release date must be a real date (YYYY-MM-DD).'],
      status: ['The selected status is invalid.'],
      budget: ['The budget must be at least 0.'],
      extra: ['The extra field is not allowed.'],
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'budget',
        'extra',
        'imdb_id',
        'language',
        'name',
        'poster',
        'release_date',
        'status',
        'type',
      ].sort(),
    );
    const missing = await admin.post('/api/v1/admin/titles', {});
    expect(missing.json().errors).toEqual({
      type: ['The type field is required.'],
      name: ['The name field is required.'],
    });
    const long = await admin.post('/api/v1/admin/titles', { type: 'movie', name: 'x'.repeat(256) });
    expect(long.json().errors).toEqual({
      name: ['The name may not be greater than 255 characters.'],
    });
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expect((await admin.get(`/api/v1/admin/titles/${id}`)).statusCode).toBe(404);
      expect((await put(admin, `/api/v1/admin/titles/${id}`, { name: 'x' })).statusCode).toBe(404);
    }
    for (const ids of ['999999', 'abc', '0,x', '99999999999', ',']) {
      const response = await del(admin, `/api/v1/admin/titles/${ids}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Title not found.');
    }
  });
});

describe('admin titles: update', () => {
  it('changes only the fields sent; clears with null or an empty string', async () => {
    const title = await createTitle({ name: 'Partial Update', plot: 'Old plot', runtime: 90 });
    const response = await put(admin, `/api/v1/admin/titles/${title.id}`, {
      tagline: 'New tagline',
      plot: '',
      release_date: '1999-12-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toMatchObject({
      name: 'Partial Update',
      runtime: 90,
      tagline: 'New tagline',
      plot: null,
      release_date: '1999-12-31',
      year: 1999,
    });
    const invalid = await put(admin, `/api/v1/admin/titles/${title.id}`, { name: ' ', year: 1500 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      year: ['The year must be at least 1870.'],
    });
  });

  it('refuses to turn a series with seasons into a movie', async () => {
    const series = await createTitle({ type: 'series', name: 'Seasoned Series' });
    const empty = await createTitle({ type: 'series', name: 'Empty Series' });
    await db()
      .insertInto('seasons')
      .values({ title_id: series.id, number: 1, created_at: 'x', updated_at: 'x' })
      .execute();
    const refused = await put(admin, `/api/v1/admin/titles/${series.id}`, { type: 'movie' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      type: ['A series with seasons cannot become a movie. Delete its seasons first.'],
    });
    expect((await admin.get(`/api/v1/admin/titles/${series.id}`)).json().title.type).toBe('series');
    const allowed = await put(admin, `/api/v1/admin/titles/${empty.id}`, { type: 'movie' });
    expect(allowed.json().title.type).toBe('movie');
  });

  it('shows the change at once on the public title page, the movies channel and search', async () => {
    const title = await createTitle({ name: 'Quillon Before' });
    const page = () => t.client().get(`/api/v1/titles/${title.id}`);
    expect((await page()).json().title.name).toBe('Quillon Before');
    expect(await movieNames()).toContain('Quillon Before');
    expect(await searchNames('quillon')).toEqual(['Quillon Before']);

    await put(admin, `/api/v1/admin/titles/${title.id}`, { name: 'Quillon After', plot: 'Now.' });
    expect((await page()).json().title).toMatchObject({ name: 'Quillon After', plot: 'Now.' });
    expect(await movieNames()).toContain('Quillon After');
    expect(await searchNames('quillon')).toEqual(['Quillon After']);
  });
});

describe('admin titles: list', () => {
  it('searches, filters, orders and paginates', async () => {
    const marker = 'Vorpelline';
    const a = await buildTitle(t.app, {
      name: `${marker} Alpha`,
      type: 'series',
      year: 1990,
      status: 'Ended',
      language: 'fr',
      genres: ['vorpel-drama'],
    });
    const b = await buildTitle(t.app, {
      name: `${marker} beta`,
      year: 2005,
      status: 'Released',
      language: 'en',
    });
    const c = await buildTitle(t.app, {
      name: `${marker} Gamma`,
      year: 2015,
      genres: ['vorpel-drama'],
    });
    const list = async (query: Record<string, string>) => {
      const response = await admin.get('/api/v1/admin/titles', {
        query: { query: marker, ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { total: number; data: { id: number }[] };
    };
    const ids = async (query: Record<string, string>) =>
      (await list(query)).data.map((row) => row.id);
    expect(await ids({ orderBy: 'name', orderDir: 'asc' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ orderBy: 'year', orderDir: 'desc' })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ type: 'series' })).toEqual([a.id]);
    expect(await ids({ status: 'Released' })).toEqual([b.id]);
    expect(await ids({ language: 'FR' })).toEqual([a.id]);
    expect(await ids({ yearFrom: '2000', yearTo: '2010' })).toEqual([b.id]);
    expect(await ids({ yearFrom: '2000', orderBy: 'name', orderDir: 'asc' })).toEqual([b.id, c.id]);
    const genre = await db()
      .selectFrom('genres')
      .select('id')
      .where('name', '=', 'vorpel-drama')
      .executeTakeFirstOrThrow();
    expect(await ids({ genre: String(genre.id), orderBy: 'name', orderDir: 'asc' })).toEqual([
      a.id,
      c.id,
    ]);
    const page = await list({ perPage: '2', page: '2', orderBy: 'name', orderDir: 'asc' });
    expect(page).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
    expect(page.data.map((row) => row.id)).toEqual([c.id]);
    expect((await list({ query: 'nothingmatchesthis' })).total).toBe(0);

    const byIds = await admin.get('/api/v1/admin/titles', { query: { ids: `${a.id},${c.id}` } });
    expect(
      byIds
        .json()
        .data.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([a.id, c.id].sort());
    expect(byIds.json().data[0]).toEqual(
      expect.objectContaining({
        poster: null,
        rating: 7,
        vote_count: 10,
        season_count: 0,
        episode_count: 0,
      }),
    );
  });

  it('answers 422 for bad list parameters', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => index + 1).join(',');
    const tooMany = await admin.get('/api/v1/admin/titles', { query: { ids: many } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ ids: ['Give at most 1000 ids.'] });
    const response = await admin.get('/api/v1/admin/titles', {
      query: {
        perPage: '500',
        orderBy: 'plot',
        type: 'film',
        genre: 'x',
        yearFrom: 'old',
        status: 'Lost',
        language: 'eng',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['genre', 'language', 'orderBy', 'perPage', 'status', 'type', 'yearFrom'].sort(),
    );
  });
});

describe('admin titles: delete', () => {
  it('deletes titles with everything about them; the public site forgets them', async () => {
    const member = await signedInMember(t);
    const series = await createTitle({ type: 'series', name: 'Xandorel Chronicle' });
    const movie = await createTitle({ name: 'Xandorel Movie' });
    const keep = await createTitle({ name: 'Xandorel Keeper' });
    const season = await db()
      .insertInto('seasons')
      .values({ title_id: series.id, number: 1, created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const episode = await db()
      .insertInto('episodes')
      .values({
        title_id: series.id,
        season_id: season.id,
        season_number: 1,
        episode_number: 1,
        name: 'Pilot',
        created_at: 'x',
        updated_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await buildPerson(t.app);
    await db()
      .insertInto('credits')
      .values([
        {
          person_id: person.id,
          title_id: series.id,
          creditable_type: 'episode',
          creditable_id: episode.id,
          department: 'cast',
          job: 'Actor',
        },
        {
          person_id: person.id,
          title_id: keep.id,
          creditable_type: 'title',
          creditable_id: keep.id,
          department: 'cast',
          job: 'Actor',
        },
      ])
      .execute();
    await db()
      .insertInto('images')
      .values([
        {
          model_type: 'title',
          model_id: movie.id,
          type: 'backdrop',
          url: '/art/a.svg',
          created_at: 'x',
          updated_at: 'x',
        },
        {
          model_type: 'season',
          model_id: season.id,
          type: 'poster',
          url: '/art/b.svg',
          created_at: 'x',
          updated_at: 'x',
        },
        {
          model_type: 'title',
          model_id: keep.id,
          type: 'backdrop',
          url: '/art/c.svg',
          created_at: 'x',
          updated_at: 'x',
        },
      ])
      .execute();
    for (const [type, id] of [
      ['title', movie.id],
      ['episode', episode.id],
      ['title', keep.id],
    ] as const) {
      const response = await member.client.post('/api/v1/comments', {
        commentable_type: type,
        commentable_id: id,
        content: 'Hello',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const channel = await db()
      .selectFrom('channels')
      .select('id')
      .where('slug', '=', 'homepage')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('channel_items')
      .values([
        { channel_id: channel.id, item_type: 'title', item_id: movie.id },
        { channel_id: channel.id, item_type: 'title', item_id: keep.id },
      ])
      .execute();
    // read (and cache) the public answers first
    expect((await t.client().get(`/api/v1/titles/${movie.id}`)).statusCode).toBe(200);
    expect(await searchNames('xandorel')).toHaveLength(3);
    expect(await movieNames()).toContain('Xandorel Movie');

    const response = await del(admin, `/api/v1/admin/titles/${series.id},${movie.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Titles deleted.' });

    expect((await t.client().get(`/api/v1/titles/${movie.id}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/v1/titles/${series.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/admin/titles/${movie.id}`)).statusCode).toBe(404);
    expect(await searchNames('xandorel')).toEqual(['Xandorel Keeper']);
    expect(await movieNames()).not.toContain('Xandorel Movie');
    const sitemap = (await t.client().get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(titleUrl(movie));
    expect(sitemap).toContain(titleUrl(keep));

    expect(
      await db().selectFrom('seasons').select('id').where('id', '=', season.id).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('episodes').select('id').where('id', '=', episode.id).execute(),
    ).toEqual([]);
    expect(
      await db()
        .selectFrom('credits')
        .select('title_id')
        .where('person_id', '=', person.id)
        .execute(),
    ).toEqual([{ title_id: keep.id }]);
    expect(
      (
        await db()
          .selectFrom('images')
          .select('url')
          .where('url', 'in', ['/art/a.svg', '/art/b.svg', '/art/c.svg'])
          .execute()
      ).map((row) => row.url),
    ).toEqual(['/art/c.svg']);
    expect(
      await db()
        .selectFrom('comments')
        .select('commentable_id')
        .where('user_id', '=', member.user.id)
        .execute(),
    ).toEqual([{ commentable_id: keep.id }]);
    expect(
      await db()
        .selectFrom('channel_items')
        .select('item_id')
        .where('channel_id', '=', channel.id)
        .where('item_type', '=', 'title')
        .execute(),
    ).toEqual([{ item_id: keep.id }]);
  });

  it('leaves everything as it was when a step fails', async () => {
    const member = await signedInMember(t);
    const doomed = await createTitle({ name: 'Unbreakable Doomed' });
    const blocked = await createTitle({ name: 'Unbreakable Blocked' });
    await member.client.post('/api/v1/comments', {
      commentable_type: 'title',
      commentable_id: doomed.id,
      content: 'Stay',
    });
    await db()
      .insertInto('images')
      .values({
        model_type: 'title',
        model_id: doomed.id,
        type: 'backdrop',
        url: '/art/doomed.svg',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
    // the database refuses to delete one of the titles: the last step of the deletion fails
    await blockDeletion(blocked.id);
    try {
      const response = await del(admin, `/api/v1/admin/titles/${doomed.id},${blocked.id}`);
      expect(response.statusCode).toBe(500);
    } finally {
      await unblockDeletion();
    }
    expect((await admin.get(`/api/v1/admin/titles/${doomed.id}`)).statusCode).toBe(200);
    expect(
      await db()
        .selectFrom('comments')
        .select('id')
        .where('commentable_id', '=', doomed.id)
        .where('commentable_type', '=', 'title')
        .execute(),
    ).toHaveLength(1);
    expect(
      await db().selectFrom('images').select('id').where('url', '=', '/art/doomed.svg').execute(),
    ).toHaveLength(1);
  });
});

describe('admin titles: access', () => {
  it('refuses visitors (401) and plain members (403) on every route', async () => {
    const title = await createTitle({ name: 'Guarded Title' });
    const member = (await signedInMember(t)).client;
    for (const [client, status] of [
      [t.client(), 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/api/v1/admin/titles')).statusCode).toBe(status);
      expect((await client.get(`/api/v1/admin/titles/${title.id}`)).statusCode).toBe(status);
      expect(
        (await client.post('/api/v1/admin/titles', { type: 'movie', name: 'x' })).statusCode,
      ).toBe(status);
      expect(
        (await put(client, `/api/v1/admin/titles/${title.id}`, { name: 'x' })).statusCode,
      ).toBe(status);
      expect((await del(client, `/api/v1/admin/titles/${title.id}`)).statusCode).toBe(status);
    }
    expect((await admin.get(`/api/v1/admin/titles/${title.id}`)).json().title.name).toBe(
      'Guarded Title',
    );
  });

  it('lets each permission do its own part, and only that', async () => {
    const title = await createTitle({ name: 'Permission Title' });
    const as = async (permission: string) =>
      (await signedInMember(t, { permissions: [permission] })).client;
    const creator = await as('titles.create');
    expect(
      (await creator.post('/api/v1/admin/titles', { type: 'movie', name: 'By creator' }))
        .statusCode,
    ).toBe(200);
    expect((await put(creator, `/api/v1/admin/titles/${title.id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
    const editor = await as('titles.update');
    expect((await editor.get('/api/v1/admin/titles')).statusCode).toBe(200);
    expect(
      (await put(editor, `/api/v1/admin/titles/${title.id}`, { name: 'Edited' })).statusCode,
    ).toBe(200);
    expect((await del(editor, `/api/v1/admin/titles/${title.id}`)).statusCode).toBe(403);
    const deleter = await as('titles.delete');
    expect(
      (await deleter.post('/api/v1/admin/titles', { type: 'movie', name: 'x' })).statusCode,
    ).toBe(403);
    expect((await del(deleter, `/api/v1/admin/titles/${title.id}`)).statusCode).toBe(200);
  });
});

async function blockDeletion(titleId: number) {
  if (dialectOf(db()) === 'postgres') {
    await sql
      .raw(
        `create function a1_block_title_delete() returns trigger language plpgsql as $$
         begin if old.id = ${titleId} then raise exception 'blocked'; end if; return old; end $$`,
      )
      .execute(db());
    await sql
      .raw(
        'create trigger a1_block before delete on titles for each row execute function a1_block_title_delete()',
      )
      .execute(db());
  } else {
    await sql
      .raw(
        `create trigger a1_block before delete on titles when old.id = ${titleId}
         begin select raise(abort, 'blocked'); end`,
      )
      .execute(db());
  }
}

async function unblockDeletion() {
  if (dialectOf(db()) === 'postgres') {
    await sql.raw('drop trigger a1_block on titles').execute(db());
    await sql.raw('drop function a1_block_title_delete()').execute(db());
  } else {
    await sql.raw('drop trigger a1_block').execute(db());
  }
}
