import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModules } from '@server/modules';
import { buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  // the public answers are cached, so the tests see that admin writes drop them
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

interface Row {
  id: number;
  name: string;
  display_name: string;
  titles_count: number;
}
interface Taxon {
  id: number;
  name: string;
  display_name: string;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence} ${Date.now()}`;

async function create(kind: 'genres' | 'keywords', body: Record<string, unknown>) {
  const response = await admin.post(`/api/v1/admin/${kind}`, body);
  expect(response.statusCode).toBe(200);
  return response.json()[kind === 'genres' ? 'genre' : 'keyword'] as Row;
}

async function attach(kind: 'genres' | 'keywords', titleId: number, ids: number[]) {
  const body = kind === 'genres' ? { ids } : { ids, names: [] };
  const response = await admin.send('PUT', `/api/v1/admin/titles/${titleId}/${kind}`, { body });
  expect(response.statusCode).toBe(200);
  return response.json() as { genres: Taxon[]; keywords: Taxon[]; countries: Taxon[] };
}

async function publicTitle(titleId: number) {
  const response = await admin.get(`/api/v1/titles/${titleId}`);
  expect(response.statusCode).toBe(200);
  return response.json().title as { genres: Taxon[]; keywords: Taxon[]; countries: Taxon[] };
}

async function count(kind: 'genres' | 'keywords', id: number): Promise<number> {
  const response = await admin.get(`/api/v1/admin/${kind}/${id}`);
  return response.json()[kind === 'genres' ? 'genre' : 'keyword'].titles_count as number;
}

async function member(permissions: string[] = []) {
  const user = await buildUser(t.app, { permissions });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

describe('admin genres and keywords', () => {
  it('creates with a URL key made from the display name, or the given one', async () => {
    const display = unique('Science Fiction');
    const genre = await create('genres', { display_name: display });
    expect(genre).toMatchObject({
      display_name: display,
      name: display.toLowerCase().replace(/ /g, '-'),
      titles_count: 0,
    });
    const keyword = await create('keywords', { display_name: 'Time Travel', name: 'time-travel' });
    expect(keyword).toMatchObject({ name: 'time-travel', display_name: 'Time Travel' });
    expect((await admin.get(`/api/v1/admin/keywords/${keyword.id}`)).json().keyword).toEqual(
      keyword,
    );
  });

  it('validates input and keeps names unique (422)', async () => {
    const genre = await create('genres', { display_name: unique('Noir') });
    const taken = await admin.post('/api/v1/admin/genres', {
      display_name: 'Other',
      name: genre.name,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken.'] });

    const invalid = await admin.post('/api/v1/admin/genres', {
      display_name: '',
      name: 'Not A Key',
      other: 1,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      display_name: ['The display name field is required.'],
      name: ['The name may only contain lowercase letters, numbers and single dashes.'],
      other: ['The other field is not allowed.'],
    });
  });

  it('renames, keeping the URL key unless a new one is given', async () => {
    const genre = await create('genres', { display_name: unique('Western') });
    const renamed = await admin.send('PUT', `/api/v1/admin/genres/${genre.id}`, {
      body: { display_name: 'Westerns' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().genre).toMatchObject({ name: genre.name, display_name: 'Westerns' });

    const other = await create('genres', { display_name: unique('Musical') });
    const clash = await admin.send('PUT', `/api/v1/admin/genres/${other.id}`, {
      body: { display_name: 'Musical', name: genre.name },
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: ['The name has already been taken.'] });
    const own = await admin.send('PUT', `/api/v1/admin/genres/${genre.id}`, {
      body: { display_name: 'Western', name: genre.name },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for missing or malformed ids', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await admin.get(`/api/v1/admin/genres/${id}`)).statusCode).toBe(404);
      const update = await admin.send('PUT', `/api/v1/admin/keywords/${id}`, {
        body: { display_name: 'x' },
      });
      expect(update.statusCode).toBe(404);
      expect(update.json().message).toBe('Keyword not found.');
    }
  });

  it('lists with title counts, search, ids and every order', async () => {
    const marker = `marker${Date.now()}`;
    const a = await create('keywords', { display_name: `${marker} Alpha` });
    const b = await create('keywords', { display_name: `${marker} beta` });
    const c = await create('keywords', { display_name: `${marker} Gamma` });
    const [t1, t2] = [await buildTitle(t.app), await buildTitle(t.app)];
    await attach('keywords', t1.id, [a.id, b.id]);
    await attach('keywords', t2.id, [a.id]);

    const byName = await admin.get('/api/v1/admin/keywords', {
      query: { query: marker.toUpperCase() },
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().total).toBe(3);
    // display name ascending by default, ignoring case
    expect(byName.json().data.map((row: Row) => [row.id, row.titles_count])).toEqual([
      [a.id, 2],
      [b.id, 1],
      [c.id, 0],
    ]);
    const byCount = await admin.get('/api/v1/admin/keywords', {
      query: { query: marker, orderBy: 'titles_count', orderDir: 'desc', perPage: '2' },
    });
    expect(byCount.json()).toMatchObject({ total: 3, last_page: 2 });
    expect(byCount.json().data.map((row: Row) => row.id)).toEqual([a.id, b.id]);
    for (const orderBy of ['name', 'display_name', 'created_at', 'updated_at']) {
      const page = await admin.get('/api/v1/admin/keywords', { query: { query: marker, orderBy } });
      expect(page.statusCode).toBe(200);
      expect(page.json().total).toBe(3);
    }
    const ids = await admin.get('/api/v1/admin/keywords', { query: { ids: `${a.id},${c.id}` } });
    expect(
      ids
        .json()
        .data.map((row: Row) => row.id)
        .sort(),
    ).toEqual([a.id, c.id].sort());
    const bad = await admin.get('/api/v1/admin/keywords', { query: { orderBy: 'id; drop' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['orderBy']);
  });

  it('keeps counts right when titles are deleted, and deletes taxonomies from their titles', async () => {
    const genre = await create('genres', { display_name: unique('Horror') });
    const [t1, t2] = [await buildTitle(t.app), await buildTitle(t.app)];
    await attach('genres', t1.id, [genre.id]);
    await attach('genres', t2.id, [genre.id]);
    expect(await count('genres', genre.id)).toBe(2);
    await t.app.services.db.deleteFrom('titles').where('id', '=', t2.id).execute();
    expect(await count('genres', genre.id)).toBe(1);

    expect((await publicTitle(t1.id)).genres.map((g) => g.id)).toEqual([genre.id]);
    const other = await create('genres', { display_name: unique('Other') });
    const removed = await admin.send('DELETE', `/api/v1/admin/genres/${genre.id},${other.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Genres deleted.' });
    expect((await admin.get(`/api/v1/admin/genres/${genre.id}`)).statusCode).toBe(404);
    // the cached public page follows at once
    expect((await publicTitle(t1.id)).genres).toEqual([]);
    expect((await admin.send('DELETE', '/api/v1/admin/genres/abc')).statusCode).toBe(422);
    const gone = await admin.send('DELETE', `/api/v1/admin/genres/${genre.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Genre not found.');
  });

  it('renaming shows on the cached public title page', async () => {
    const genre = await create('genres', { display_name: unique('Drama') });
    const title = await buildTitle(t.app);
    await attach('genres', title.id, [genre.id]);
    expect((await publicTitle(title.id)).genres[0]!.display_name).toBe(genre.display_name);
    await admin.send('PUT', `/api/v1/admin/genres/${genre.id}`, {
      body: { display_name: 'Dramas Renamed' },
    });
    expect((await publicTitle(title.id)).genres[0]!.display_name).toBe('Dramas Renamed');
  });

  it('merges: titles move onto the target without duplicates, the others go', async () => {
    const [into, a, b] = [
      await create('keywords', { display_name: unique('Heist') }),
      await create('keywords', { display_name: unique('Robbery') }),
      await create('keywords', { display_name: unique('Bank job') }),
    ];
    const [t1, t2, t3] = [
      await buildTitle(t.app),
      await buildTitle(t.app),
      await buildTitle(t.app),
    ];
    await attach('keywords', t1.id, [into.id, a.id]);
    await attach('keywords', t2.id, [a.id, b.id]);
    await attach('keywords', t3.id, [b.id]);
    expect((await publicTitle(t2.id)).keywords).toHaveLength(2);

    const merged = await admin.post('/api/v1/admin/keywords/merge', {
      ids: [a.id, b.id, into.id],
      into: into.id,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().keyword).toMatchObject({ id: into.id, titles_count: 3 });
    for (const id of [a.id, b.id]) {
      expect((await admin.get(`/api/v1/admin/keywords/${id}`)).statusCode).toBe(404);
    }
    for (const title of [t1, t2, t3]) {
      expect((await publicTitle(title.id)).keywords.map((k) => k.id)).toEqual([into.id]);
    }

    const badTarget = await admin.post('/api/v1/admin/keywords/merge', {
      ids: [into.id],
      into: 999999,
    });
    expect(badTarget.statusCode).toBe(422);
    expect(badTarget.json().errors).toEqual({ into: ['The selected target is invalid.'] });
    const badIds = await admin.post('/api/v1/admin/keywords/merge', { ids: [], into: 'x' });
    expect(badIds.statusCode).toBe(422);
    expect(Object.keys(badIds.json().errors).sort()).toEqual(['ids', 'into']);
  });

  it('merging shows on the cached genre channel pages at once', async () => {
    const [into, merged] = [
      await create('genres', { display_name: unique('Thriller') }),
      await create('genres', { display_name: unique('Suspense') }),
    ];
    const title = await buildTitle(t.app, { name: 'Merged Channel Movie', language: 'qx' });
    await attach('genres', title.id, [merged.id]);
    const page = (genre: string) =>
      admin.get('/api/v1/channels/movies', { query: { restriction: genre, language: 'qx' } });
    const names = (response: Awaited<ReturnType<typeof page>>) =>
      (response.json().content.data as Array<{ name: string }>).map((item) => item.name);
    expect(names(await page(merged.name))).toEqual(['Merged Channel Movie']);
    expect(names(await page(into.name))).toEqual([]);

    await admin.post('/api/v1/admin/genres/merge', { ids: [merged.id], into: into.id });
    expect(names(await page(into.name))).toEqual(['Merged Channel Movie']);
    expect((await page(merged.name)).statusCode).toBe(404);
  });

  it('leaves nothing half-merged when a step fails', async () => {
    const [into, a] = [
      await create('genres', { display_name: unique('Crime') }),
      await create('genres', { display_name: unique('Gangster') }),
    ];
    const title = await buildTitle(t.app);
    await attach('genres', title.id, [a.id]);
    // the database refuses the merge's last step (deleting the merged genres)
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'DeleteQueryNode' && JSON.stringify(node).includes('"genres"')) {
          throw new Error('database unavailable');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const modules = buildModules(t.config, t.app.services.db.withPlugin(failing));
    await expect(
      modules.taxonomyAdmin.genres.merge({ ids: [a.id], into: into.id }),
    ).rejects.toThrow('database unavailable');
    expect(await count('genres', into.id)).toBe(0);
    expect(await count('genres', a.id)).toBe(1);
    expect((await publicTitle(title.id)).genres.map((g) => g.id)).toEqual([a.id]);
  });

  it('refuses visitors (401) and members (403); genres.update or keywords.update is enough', async () => {
    const genre = await create('genres', { display_name: unique('Sport') });
    const keyword = await create('keywords', { display_name: unique('Boxing') });
    const calls = (client: TestClient, kind: 'genres' | 'keywords', id: number) => [
      () => client.get(`/api/v1/admin/${kind}`),
      () => client.get(`/api/v1/admin/${kind}/${id}`),
      () => client.post(`/api/v1/admin/${kind}`, { display_name: unique('New') }),
      () => client.send('PUT', `/api/v1/admin/${kind}/${id}`, { body: { display_name: 'x' } }),
      () => client.post(`/api/v1/admin/${kind}/merge`, { ids: [id], into: id }),
      () => client.send('DELETE', `/api/v1/admin/${kind}/${id}`),
    ];
    // one after the other: the last call deletes what the others read
    const statuses = async (client: TestClient, kind: 'genres' | 'keywords', id: number) => {
      const codes: number[] = [];
      for (const call of calls(client, kind, id)) codes.push((await call()).statusCode);
      return codes;
    };

    const visitor = t.client();
    const plain = await member();
    for (const [kind, id] of [
      ['genres', genre.id],
      ['keywords', keyword.id],
    ] as const) {
      expect(await statuses(visitor, kind, id)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(await statuses(plain, kind, id)).toEqual([403, 403, 403, 403, 403, 403]);
    }
    const genreEditor = await member(['genres.update']);
    expect(await statuses(genreEditor, 'genres', genre.id)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await genreEditor.get('/api/v1/admin/keywords')).statusCode).toBe(403);
    const keywordEditor = await member(['keywords.update']);
    expect(await statuses(keywordEditor, 'keywords', keyword.id)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect((await keywordEditor.get('/api/v1/admin/genres')).statusCode).toBe(403);
  });
});

describe("a title's genres, keywords and countries", () => {
  it('reads and replaces each set; the public title page follows', async () => {
    const title = await buildTitle(t.app);
    const empty = await admin.get(`/api/v1/admin/titles/${title.id}/taxonomies`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ genres: [], keywords: [], countries: [] });
    expect((await publicTitle(title.id)).genres).toEqual([]);

    const [g1, g2] = [
      await create('genres', { display_name: unique('Action') }),
      await create('genres', { display_name: unique('Comedy') }),
    ];
    const genres = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/genres`, {
      body: { ids: [g2.id, g1.id, g1.id] },
    });
    expect(genres.statusCode).toBe(200);
    expect(genres.json().genres.map((g: Taxon) => g.id)).toEqual([g1.id, g2.id]);
    expect((await publicTitle(title.id)).genres.map((g) => g.id)).toEqual([g1.id, g2.id]);
    await attach('genres', title.id, [g2.id]);
    expect((await publicTitle(title.id)).genres.map((g) => g.id)).toEqual([g2.id]);
    expect(await count('genres', g1.id)).toBe(0);
    expect(await count('genres', g2.id)).toBe(1);

    const existing = await create('keywords', { display_name: unique('Space') });
    const keywords = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/keywords`, {
      body: {
        ids: [existing.id],
        names: ['Alien Invasion', 'alien  invasion', existing.display_name],
      },
    });
    expect(keywords.statusCode).toBe(200);
    const shown = keywords.json().keywords as Taxon[];
    expect(shown.map((k) => k.display_name).sort()).toEqual(
      ['Alien Invasion', existing.display_name].sort(),
    );
    expect(shown.find((k) => k.display_name === 'Alien Invasion')!.name).toBe('alien-invasion');
    // an existing key is reused, not duplicated
    const again = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/keywords`, {
      body: { names: ['ALIEN INVASION'] },
    });
    expect(again.json().keywords.map((k: Taxon) => k.name)).toEqual(['alien-invasion']);
    expect((await publicTitle(title.id)).keywords.map((k) => k.name)).toEqual(['alien-invasion']);

    const countries = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/countries`, {
      body: { codes: ['fr', 'US'] },
    });
    expect(countries.statusCode).toBe(200);
    expect(countries.json().countries).toEqual([
      expect.objectContaining({ name: 'fr', display_name: 'France' }),
      expect.objectContaining({ name: 'us', display_name: 'United States' }),
    ]);
    const other = await buildTitle(t.app);
    const reused = await admin.send('PUT', `/api/v1/admin/titles/${other.id}/countries`, {
      body: { codes: ['FR'] },
    });
    expect(reused.json().countries[0].id).toBe(countries.json().countries[0].id);
    expect((await publicTitle(title.id)).countries.map((c) => c.name)).toEqual(['fr', 'us']);
    await admin.send('PUT', `/api/v1/admin/titles/${title.id}/countries`, { body: { codes: [] } });
    expect((await publicTitle(title.id)).countries).toEqual([]);
  });

  it('validates (422) and leaves the set as it was', async () => {
    const title = await buildTitle(t.app);
    const genre = await create('genres', { display_name: unique('Family') });
    await attach('genres', title.id, [genre.id]);
    const missing = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/genres`, {
      body: { ids: [999999] },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ ids: ['Some of the selected genres do not exist.'] });
    expect((await publicTitle(title.id)).genres.map((g) => g.id)).toEqual([genre.id]);

    const keywords = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/keywords`, {
      body: { ids: [999999], names: [`Brand new ${Date.now()}`] },
    });
    expect(keywords.statusCode).toBe(422);
    const created = await admin.get('/api/v1/admin/keywords', { query: { query: 'Brand new' } });
    expect(created.json().total).toBe(0);

    const countries = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/countries`, {
      body: { codes: ['XX', 'usa'] },
    });
    expect(countries.statusCode).toBe(422);
    expect(countries.json().errors).toEqual({
      'codes.1': ['Each country must be a two-letter code.'],
    });
    const unknown = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/countries`, {
      body: { codes: ['XX'] },
    });
    expect(unknown.json().errors).toEqual({ codes: ['Unknown country code: XX.'] });
    const shape = await admin.send('PUT', `/api/v1/admin/titles/${title.id}/genres`, {
      body: { ids: 'x' },
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors)).toEqual(['ids']);
  });

  it('answers 404 for a missing title; members 403, visitors 401; titles.update is enough', async () => {
    for (const path of ['taxonomies', 'genres', 'keywords', 'countries']) {
      const method = path === 'taxonomies' ? 'GET' : 'PUT';
      const body = { genres: { ids: [] }, keywords: { names: [] }, countries: { codes: [] } }[
        path as 'genres'
      ];
      const missing = await admin.send(method, `/api/v1/admin/titles/999999/${path}`, { body });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Title not found.');
      expect(
        (await admin.send(method, `/api/v1/admin/titles/abc/${path}`, { body })).statusCode,
      ).toBe(404);
    }
    const title = await buildTitle(t.app);
    const editor = await member(['titles.update']);
    const plain = await member();
    for (const [client, status] of [
      [t.client(), 401],
      [plain, 403],
      [editor, 200],
    ] as const) {
      expect((await client.get(`/api/v1/admin/titles/${title.id}/taxonomies`)).statusCode).toBe(
        status,
      );
      for (const [path, body] of [
        ['genres', { ids: [] }],
        ['keywords', { names: [] }],
        ['countries', { codes: ['DE'] }],
      ] as const) {
        const response = await client.send('PUT', `/api/v1/admin/titles/${title.id}/${path}`, {
          body,
        });
        expect(response.statusCode).toBe(status);
      }
    }
  });
});
