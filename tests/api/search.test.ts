import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@common/catalogue/catalogue-types';
import { buildModules } from '@server/modules';
import { SearchRepository } from '@server/modules/search/search-repository';
import { SEARCH_CANDIDATES, SearchService } from '@server/modules/search/search-service';
import { buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildNews, withoutGuestTitlesView } from '../support/channels-factories';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let guest: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  guest = t.client();
});
afterAll(() => t.close());

async function search(query: Record<string, string>) {
  const response = await guest.get('/api/v1/search', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResponse;
}

const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe(`search on ${testDialect()}`, () => {
  it('finds titles, people and news by a prefix of every word and by whole words', async () => {
    await buildTitle(t.app, { name: 'Quorvath Rising', popularity: 5 });
    await buildTitle(t.app, { name: 'Quorvath Falls', popularity: 3 });
    await buildTitle(t.app, { name: 'Unrelated Film' });
    await buildPerson(t.app, { name: 'Mira Quorvathson' });
    await buildNews(t.app, { title: 'Quorvath sequel announced', body: '<p>Big <b>news</b></p>' });

    const prefix = await search({ query: 'quorv' });
    expect(prefix.query).toBe('quorv');
    expect(names(prefix.titles)).toEqual(['Quorvath Rising', 'Quorvath Falls']);
    expect(names(prefix.people)).toEqual(['Mira Quorvathson']);
    expect(prefix.news.map((n) => [n.title, n.excerpt])).toEqual([
      ['Quorvath sequel announced', 'Big news'],
    ]);
    expect(prefix.titles[0]).toMatchObject({ type: 'movie', genres: [], vote_count: 10 });
    expect(prefix.people[0]).toMatchObject({ known_for_titles: [] });

    expect(names((await search({ query: 'Quorvath' })).titles)).toHaveLength(2);
    expect(names((await search({ query: 'quorvath fal' })).titles)).toEqual(['Quorvath Falls']);
    expect(names((await search({ query: 'fal quorv' })).titles)).toEqual(['Quorvath Falls']);
    expect((await search({ query: 'uorvath' })).titles).toEqual([]);
    expect((await search({ query: 'quorvath nothing' })).titles).toEqual([]);
  });

  it('ignores diacritics and case in names, original names and queries', async () => {
    await buildTitle(t.app, { name: 'Émeraldine', original_name: 'Le Fabuleux Zéphyrin' });
    await buildPerson(t.app, { name: 'Renée Zöllweger' });
    await buildNews(t.app, { title: 'Ça Tourne à Montréal' });

    expect(names((await search({ query: 'emeraldine' })).titles)).toEqual(['Émeraldine']);
    expect(names((await search({ query: 'ÉMERAL' })).titles)).toEqual(['Émeraldine']);
    expect(names((await search({ query: 'zephyr' })).titles)).toEqual(['Émeraldine']);
    expect(names((await search({ query: 'renee zoll' })).people)).toEqual(['Renée Zöllweger']);
    expect(names((await search({ query: 'Renée' })).people)).toEqual(['Renée Zöllweger']);
    expect((await search({ query: 'montreal' })).news.map((n) => n.title)).toEqual([
      'Ça Tourne à Montréal',
    ]);
  });

  it('ranks exact names first, then names starting with the query, then by popularity', async () => {
    await buildTitle(t.app, { name: 'Return of the Zorblax', popularity: 900 });
    await buildTitle(t.app, { name: 'Zorblax Returns', popularity: 100 });
    await buildTitle(t.app, { name: 'The Zorblax Legacy', popularity: 500 });
    await buildTitle(t.app, { name: 'Zorblax', popularity: 1 });
    await buildTitle(t.app, { name: 'Zorblax Forever', popularity: 200 });
    expect(names((await search({ query: 'zorblax' })).titles)).toEqual([
      'Zorblax',
      'Zorblax Forever',
      'Zorblax Returns',
      'Return of the Zorblax',
      'The Zorblax Legacy',
    ]);
    await buildPerson(t.app, { name: 'Kelda Vantrix', popularity: 1 });
    await buildPerson(t.app, { name: 'Kelda Vantrixon', popularity: 80 });
    await buildPerson(t.app, { name: 'Ann Kelda Vantrix', popularity: 99 });
    expect(names((await search({ query: 'kelda vantrix' })).people)).toEqual([
      'Kelda Vantrix',
      'Kelda Vantrixon',
      'Ann Kelda Vantrix',
    ]);
    await buildNews(t.app, { title: 'Plimbo old', created_at: '2020-01-01T00:00:00.000Z' });
    await buildNews(t.app, { title: 'Plimbo new', created_at: '2024-01-01T00:00:00.000Z' });
    expect((await search({ query: 'plimbo' })).news.map((n) => n.title)).toEqual([
      'Plimbo new',
      'Plimbo old',
    ]);
  });

  it('answers empty results for garbage and index syntax, and 422 without a query', async () => {
    await buildTitle(t.app, { name: 'Or Not' });
    for (const query of ['"', '"*', '*', '()', ':*', '&|!', '^-+', '""""']) {
      const result = await search({ query });
      expect(result, query).toEqual({ query, titles: [], people: [], news: [] });
    }
    for (const query of ['" OR "', 'NEAR(a b)', "'); drop table titles; --", 'a:* | b']) {
      expect((await guest.get('/api/v1/search', { query: { query } })).statusCode).toBe(200);
    }
    expect(names((await search({ query: '"or" NOT' })).titles)).toContain('Or Not');

    const missing: Array<Record<string, string>> = [{}, { query: '' }, { query: '   ' }];
    for (const query of missing) {
      const response = await guest.get('/api/v1/search', { query });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ query: ['The query field is required.'] });
    }
    const long = await guest.get('/api/v1/search', { query: { query: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.query).toEqual(['The query may not be greater than 100 characters.']);
    expect((await search({ query: 'x'.repeat(100) })).titles).toEqual([]);
  });

  it('filters by types and limits the results', async () => {
    for (let i = 0; i < 4; i++) await buildTitle(t.app, { name: `Brindle ${i}`, popularity: i });
    await buildPerson(t.app, { name: 'Brindle Person' });
    await buildNews(t.app, { title: 'Brindle news' });

    const people = await search({ query: 'brindle', types: 'person' });
    expect(people.titles).toEqual([]);
    expect(people.news).toEqual([]);
    expect(names(people.people)).toEqual(['Brindle Person']);

    const two = await search({ query: 'brindle', types: 'title,news', limit: '2' });
    expect(names(two.titles)).toEqual(['Brindle 3', 'Brindle 2']);
    expect(two.news.map((n) => n.title)).toEqual(['Brindle news']);
    expect(two.people).toEqual([]);

    const all = await search({ query: 'brindle' });
    expect([all.titles.length, all.people.length, all.news.length]).toEqual([4, 1, 1]);

    for (const [key, value, field] of [
      ['types', 'title,films', 'types'],
      ['limit', '0', 'limit'],
      ['limit', '51', 'limit'],
      ['limit', 'many', 'limit'],
    ] as const) {
      const response = await guest.get('/api/v1/search', {
        query: { query: 'brindle', [key]: value },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('caps the candidates read for a common word, and still answers quickly', async () => {
    const rows = Array.from({ length: SEARCH_CANDIDATES + 50 }, (_, i) => ({
      type: 'movie' as const,
      name: `Commonword ${i}`,
      popularity: i,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    }));
    await t.app.services.db.insertInto('titles').values(rows).execute();
    const started = performance.now();
    const result = await search({ query: 'commonword', types: 'title', limit: '50' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.titles).toHaveLength(50);
    expect(result.titles.every((title) => title.name.startsWith('Commonword '))).toBe(true);

    // The service only ranks the capped candidates: with a cap of 5, at most 5 come back.
    const { catalogueCards, people, news, db } = t.app.services;
    const capped = new SearchService(
      new SearchRepository(db),
      { titleCards: catalogueCards, people, news },
      { candidateLimit: 5 },
    );
    const ids = await capped.searchTitles('commonword', { limit: 50 });
    expect(ids).toHaveLength(5);
    expect(await capped.searchTitles('  "" ', { limit: 50 })).toEqual([]);
    expect(await capped.searchPeople('', { limit: 50 })).toEqual([]);
  });

  it('keeps the index in step with inserts, renames and deletes', async () => {
    const title = await buildTitle(t.app, { name: 'Glimmerfrost' });
    expect(names((await search({ query: 'glimmer' })).titles)).toEqual(['Glimmerfrost']);
    await t.app.services.db
      .updateTable('titles')
      .set({ name: 'Shadowvale', original_name: 'Glimmervale' })
      .where('id', '=', title.id)
      .execute();
    expect(names((await search({ query: 'glimmerfrost' })).titles)).toEqual([]);
    expect(names((await search({ query: 'shadowv' })).titles)).toEqual(['Shadowvale']);
    expect(names((await search({ query: 'glimmerv' })).titles)).toEqual(['Shadowvale']);
    await t.app.services.db
      .updateTable('titles')
      .set({ popularity: 999 })
      .where('id', '=', title.id)
      .execute();
    expect(names((await search({ query: 'shadowvale' })).titles)).toEqual(['Shadowvale']);
    await t.app.services.db.deleteFrom('titles').where('id', '=', title.id).execute();
    expect((await search({ query: 'shadowvale' })).titles).toEqual([]);

    const person = await buildPerson(t.app, { name: 'Oskar Brightwater' });
    await t.app.services.db
      .updateTable('people')
      .set({ name: 'Oskar Darkwater' })
      .where('id', '=', person.id)
      .execute();
    expect(names((await search({ query: 'brightw' })).people)).toEqual([]);
    expect(names((await search({ query: 'darkw' })).people)).toEqual(['Oskar Darkwater']);
    const article = await buildNews(t.app, { title: 'Ephemeral headline' });
    await t.app.services.db.deleteFrom('news_articles').where('id', '=', article.id).execute();
    expect((await search({ query: 'ephemeral' })).news).toEqual([]);
  });

  // PostgreSQL's plans only; titles.test.ts checks SQLite's.
  (testDialect() === 'postgres' ? it : () => undefined)(
    'reads the GIN indexes on PostgreSQL',
    async () => {
      const db = t.app.services.db;
      await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        for (const [table, index] of [
          ['titles', 'titles_search_index'],
          ['people', 'people_search_index'],
          ['news_articles', 'news_articles_search_index'],
        ] as const) {
          const columns =
            table === 'titles'
              ? ['name', 'original_name']
              : table === 'people'
                ? ['name']
                : ['title'];
          const { postgresDocument } = await import('@server/modules/search/search-repository');
          const plan = await sql<{
            'QUERY PLAN': string;
          }>`explain select id from ${sql.table(table)}
          where ${sql.raw(postgresDocument(columns))} @@ to_tsquery('simple', 'abc:*') limit 10`.execute(
            trx,
          );
          expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
        }
      });
    },
  );

  it('answers with an ETag and 304 when nothing changed', async () => {
    const query = { query: 'quorvath' };
    const first = await guest.get('/api/v1/search', { query });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await guest.get('/api/v1/search', {
      query,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses visitors when the guest role lacks titles.view, and users without it', async () => {
    const restore = await withoutGuestTitlesView(t.app);
    try {
      expect((await guest.get('/api/v1/search', { query: { query: 'x' } })).statusCode).toBe(401);
    } finally {
      await restore();
    }
    expect((await guest.get('/api/v1/search', { query: { query: 'x' } })).statusCode).toBe(200);
    const user = await buildUser(t.app, { withDefaultRole: false });
    const member = t.client();
    await member.login(user.email, user.password);
    expect((await member.get('/api/v1/search', { query: { query: 'x' } })).statusCode).toBe(403);
  });
});

describe('the search answer cache', () => {
  it('answers a repeated query from memory until it expires, per query, types and limit', async () => {
    await buildTitle(t.app, { name: 'Quillwort Rising', popularity: 5 });
    const cached = buildModules({ ...t.config, cacheTtlMs: 60_000 }, t.app.services.db).search;
    const names = (answer: { json: string }) =>
      (JSON.parse(answer.json) as SearchResponse).titles.map((title) => title.name);
    const first = await cached.cachedSearch('quillwort', ['title'], 5);
    expect(names(first)).toEqual(['Quillwort Rising']);

    await buildTitle(t.app, { name: 'Quillwort Falling', popularity: 9 });
    // same query (case and spaces aside): the cached answer, serialized once
    expect(await cached.cachedSearch(' Quillwort ', ['title'], 5)).toBe(first);
    // another limit or set of types is another answer, read fresh
    expect(names(await cached.cachedSearch('quillwort', ['title'], 6))).toEqual([
      'Quillwort Falling',
      'Quillwort Rising',
    ]);
    // without a ttl nothing is kept
    const uncached = buildModules(t.config, t.app.services.db).search;
    expect(await uncached.cachedSearch('quillwort', ['title'], 5)).not.toBe(
      await uncached.cachedSearch('quillwort', ['title'], 5),
    );
  });
});
