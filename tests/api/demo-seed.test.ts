import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '@server/db/dialect';
import { DEMO_SEEDERS } from '@server/seed/demo-seeders';
import { planCatalogue } from '@server/seed/demo/catalogue-plan';
import { demoFaker } from '@server/seed/demo/demo-random';
import { DEMO_HLS, DEMO_MP4 } from '@server/seed/demo/media';
import { loadSourceMovies } from '@server/seed/demo/movies-source';
import { commentPath } from '@server/modules/comments/comment-path';
import { buildTitle } from '../support/catalogue-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let seconds = 0;

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  for (const seeder of DEMO_SEEDERS) await seeder.run(t.app.services);
  seconds = (performance.now() - started) / 1000;
}, 180_000);
afterAll(() => t.close());

const db = () => t.app.services.db;

async function count(table: string, where = sql`1 = 1`): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from ${sql.table(
    table,
  )} where ${where}`.execute(db());
  return toCount(rows[0]?.count);
}

describe('demo seed', () => {
  it('fills every table in believable amounts, in reasonable time', async () => {
    expect(seconds).toBeLessThan(120);
    const ranges: Record<string, [number, number]> = {
      titles: [3100, 3300],
      seasons: [40, 200],
      episodes: [240, 2000],
      people: [3000, 5000],
      credits: [45_000, 90_000],
      genres: [12, 25],
      keywords: [60, 300],
      production_countries: [5, 20],
      images: [10_000, 40_000],
      videos: [3240, 8000],
      news_articles: [30, 30],
      users: [61, 61],
      ratings: [600, 10_000],
      reviews: [100, 1000],
      comments: [150, 2000],
      lists: [10, 40],
      list_items: [80, 800],
      watchlist_items: [100, 3000],
      follows: [60, 1000],
    };
    const found: Record<string, number> = {};
    for (const table of Object.keys(ranges)) found[table] = await count(table);
    for (const [table, [min, max]] of Object.entries(ranges)) {
      expect(found[table], table).toBeGreaterThanOrEqual(min);
      expect(found[table], table).toBeLessThanOrEqual(max);
    }
    expect(await count('titles', sql`type = 'series'`)).toBe(40);
  });

  it('keeps only plausible years and one title per name and year', async () => {
    const years = await db()
      .selectFrom('titles')
      .select((eb) => [eb.fn.min('year').as('min'), eb.fn.max('year').as('max')])
      .executeTakeFirstOrThrow();
    expect(Number(years.min)).toBeGreaterThanOrEqual(1915);
    expect(Number(years.max)).toBeLessThanOrEqual(2012);
    expect(await count('titles', sql`year is null or release_date is null`)).toBe(0);
    const duplicates = await db()
      .selectFrom('titles')
      .select([sql<string>`lower(name)`.as('name'), 'year'])
      .groupBy([sql`lower(name)`, 'year'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
    const landGirls = await db()
      .selectFrom('titles')
      .selectAll()
      .where('name', '=', 'The Land Girls')
      .executeTakeFirstOrThrow();
    expect(landGirls).toMatchObject({
      year: 1998,
      release_date: '1998-06-12',
      rating: 6.1,
      vote_count: 1071,
      budget: expect.anything(),
      poster: 'art/poster/1.svg?t=The%20Land%20Girls&s=1998',
    });
    expect(Number(landGirls.budget)).toBe(8_000_000);
  });

  it('gives every title a poster, a backdrop, its genres and a trailer; popular titles play offline', async () => {
    expect(await count('titles', sql`poster is null or backdrop is null`)).toBe(0);
    expect(await count('titles', sql`poster not like 'art/poster/%'`)).toBe(0);
    const withoutGenre = loadSourceMovies().filter((movie) => !movie.genres.length).length;
    expect(
      await count('titles', sql`id not in (select title_id from genre_title)`),
      'titles without a genre: only the films movies.json gives none',
    ).toBe(withoutGenre);
    expect(
      await count(
        'titles',
        sql`id not in (select title_id from videos where category = 'trailer')`,
      ),
      'titles without a trailer',
    ).toBe(0);
    const popular = await db()
      .selectFrom('titles')
      .select('id')
      .orderBy('popularity', 'desc')
      .limit(100)
      .execute();
    const firstVideos = await db()
      .selectFrom('videos')
      .select(['title_id', 'source', 'src', 'order'])
      .where(
        'title_id',
        'in',
        popular.map((p) => p.id),
      )
      .orderBy('order')
      .orderBy('id')
      .execute();
    for (const { id } of popular) {
      const video = firstVideos.find((v) => v.title_id === id)!;
      expect(['mp4', 'hls'], `title ${id}`).toContain(video.source);
      expect([DEMO_MP4, DEMO_HLS]).toContain(video.src);
    }
  });

  it('links credits, images and videos to rows that exist', async () => {
    expect(await count('credits', sql`person_id not in (select id from people)`)).toBe(0);
    expect(await count('credits', sql`title_id not in (select id from titles)`)).toBe(0);
    expect(
      await count(
        'credits',
        sql`(creditable_type = 'season' and creditable_id not in (select id from seasons))
          or (creditable_type = 'episode' and creditable_id not in (select id from episodes))
          or (creditable_type = 'title' and creditable_id <> title_id)`,
      ),
    ).toBe(0);
    expect(await count('people', sql`id not in (select person_id from credits)`)).toBe(0);
    expect(
      await count('images', sql`model_type = 'person' and model_id not in (select id from people)`),
    ).toBe(0);
    expect(
      await count(
        'videos',
        sql`episode_id is not null and episode_id not in (select id from episodes)`,
      ),
    ).toBe(0);
    expect(await count('episodes', sql`season_id not in (select id from seasons)`)).toBe(0);
  });

  it('writes exactly the deterministic plan', async () => {
    const ids = {
      title: 1,
      season: 1,
      episode: 1,
      person: 1,
      credit: 1,
      genre: 1,
      keyword: 1,
      country: 1,
      image: 1,
      video: 1,
    };
    const plan = planCatalogue(await demoFaker('catalogue'), loadSourceMovies(), ids);
    const people = await db()
      .selectFrom('people')
      .select(['id', 'name', 'birth_date', 'known_for', 'image'])
      .orderBy('id')
      .limit(40)
      .offset(600)
      .execute();
    expect(people).toEqual(
      plan.people.slice(600, 640).map(({ id, name, birth_date, known_for, image }) => ({
        id,
        name,
        birth_date,
        known_for,
        image,
      })),
    );
    const credits = await db()
      .selectFrom('credits')
      .select(['id', 'person_id', 'title_id', 'department', 'job', 'character', 'order'])
      .orderBy('id')
      .limit(60)
      .execute();
    expect(credits).toEqual(
      plan.credits
        .slice(0, 60)
        .map(({ id, person_id, title_id, department, job, character, order }) => ({
          id,
          person_id,
          title_id,
          department,
          job,
          character,
          order,
        })),
    );
    const titles = await db()
      .selectFrom('titles')
      .select(['id', 'name', 'plot'])
      .orderBy('id')
      .limit(20)
      .execute();
    expect(titles).toEqual(
      plan.titles.slice(0, 20).map(({ id, name, plot }) => ({ id, name, plot })),
    );
  });

  it('makes members with the default role who cannot sign in', async () => {
    const members = await db()
      .selectFrom('users')
      .leftJoin('user_role', 'user_role.user_id', 'users.id')
      .leftJoin('roles', 'roles.id', 'user_role.role_id')
      .select(['users.email', 'users.password', 'roles.default'])
      .where('users.email', '<>', ADMIN_EMAIL)
      .execute();
    expect(members).toHaveLength(60);
    for (const member of members) {
      expect(member.email).toMatch(/^[a-z.0-9]+@example\.com$/);
      expect(member.password).toBeNull();
      expect(Number(member.default)).toBe(1);
    }
    expect(new Set(members.map((m) => m.email)).size).toBe(60);
  });

  it('threads comments with the path convention and counts list items', async () => {
    const comments = await db().selectFrom('comments').selectAll().orderBy('id').execute();
    const byId = new Map(comments.map((c) => [c.id, c]));
    for (const comment of comments) {
      const parent = comment.parent_id === null ? null : byId.get(comment.parent_id)!;
      expect(comment.path).toBe(commentPath(parent?.path ?? null, comment.id));
      expect(comment.depth).toBe(parent ? parent.depth + 1 : 0);
      if (parent) {
        expect(parent.id).toBeLessThan(comment.id);
        expect(comment.created_at >= parent.created_at).toBe(true);
        expect([comment.commentable_type, comment.commentable_id]).toEqual([
          parent.commentable_type,
          parent.commentable_id,
        ]);
      }
    }
    expect(comments.some((c) => c.depth >= 2)).toBe(true);
    expect(new Set(comments.map((c) => c.commentable_type))).toEqual(
      new Set(['title', 'news', 'episode']),
    );
    const lists = await db()
      .selectFrom('lists')
      .select((eb) => [
        'lists.items_count',
        eb
          .selectFrom('list_items')
          .whereRef('list_items.list_id', '=', 'lists.id')
          .select(eb.fn.countAll().as('n'))
          .as('actual'),
      ])
      .execute();
    for (const list of lists) expect(Number(list.items_count)).toBe(toCount(list.actual as number));
  });

  it('keeps the titles rating, vote count and their source from the data set', async () => {
    const jaws = await db()
      .selectFrom('titles')
      .select(['rating', 'vote_count'])
      .where('name', '=', 'Jaws')
      .executeTakeFirstOrThrow();
    const source = loadSourceMovies().find((m) => m.name === 'Jaws')!;
    expect(Number(jaws.rating)).toBe(source.rating);
    expect(Number(jaws.vote_count)).toBe(source.votes);
    // movies.json's ratings are IMDb's; the invented series and their episodes have none at all.
    expect(
      await count(
        'titles',
        sql`type = 'movie' and rating is not null and (rating_source is null or rating_source <> 'IMDb')`,
      ),
    ).toBe(0);
    expect(await count('titles', sql`type = 'series'`)).toBeGreaterThan(0);
    expect(
      await count(
        'titles',
        sql`type = 'series' and (rating is not null or vote_count <> 0 or rating_source is not null)`,
      ),
    ).toBe(0);
    expect(await count('episodes', sql`rating is not null or vote_count <> 0`)).toBe(0);
  });

  it('leaves the id sequences past the demo rows', async () => {
    const max = await db()
      .selectFrom('titles')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const title = await buildTitle(t.app, { name: 'Added after the demo' });
    expect(title.id).toBe(Number(max.max) + 1);
    const comment = await db()
      .insertInto('comments')
      .values({
        user_id: 1,
        commentable_type: 'title',
        commentable_id: title.id,
        parent_id: null,
        path: '',
        content: 'x',
        created_at: '2026-11-02T00:00:00.000Z',
        updated_at: '2026-11-02T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(comment.id).toBe(await count('comments'));
  });

  it('serves the stored art and ships the demo media', async () => {
    const title = await db()
      .selectFrom('titles')
      .select(['poster', 'backdrop'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const person = await db()
      .selectFrom('people')
      .select('image')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    for (const stored of [title.poster, title.backdrop, person.image]) {
      const response = await t.client().get(`/${stored}`);
      expect(response.statusCode, stored!).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const publicDir = path.resolve('public');
    expect(existsSync(path.join(publicDir, DEMO_MP4))).toBe(true);
    const playlist = readFileSync(path.join(publicDir, DEMO_HLS), 'utf8');
    expect(playlist).toContain('#EXT-X-STREAM-INF');
    const stream = readFileSync(path.join(publicDir, 'demo-media/hls/stream.m3u8'), 'utf8');
    const parts = stream
      .split('\n')
      .map((line) => line.replace(/^#EXT-X-MAP:URI="(.+)"$/, '$1'))
      .filter((line) => line && !line.startsWith('#'));
    expect(parts).toEqual(['init.mp4', 'segment-00.m4s', 'segment-01.m4s', 'segment-02.m4s']);
    for (const part of parts) {
      expect(existsSync(path.join(publicDir, 'demo-media/hls', part)), part).toBe(true);
    }
    const size = (dir: string): number =>
      readdirSync(dir).reduce((sum, name) => {
        const file = path.join(dir, name);
        return sum + (statSync(file).isDirectory() ? size(file) : statSync(file).size);
      }, 0);
    expect(size(path.join(publicDir, 'demo-media'))).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("states only movies.json's facts about a real film", async () => {
    const titleNamed = (name: string) =>
      db()
        .selectFrom('titles')
        .select(['id', 'plot', 'tagline', 'runtime', 'country'])
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
    const darkKnight = await titleNamed('The Dark Knight');
    const response = await t.client().get(`/api/v1/titles/${darkKnight.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ title: { genres: Array<{ display_name: string }> } }>();
    expect(body.title.genres.map((g) => g.display_name)).toEqual(['Action']);
    expect(darkKnight).toMatchObject({ tagline: null, runtime: 152, country: null });
    expect(darkKnight.plot).toBe(
      'The Dark Knight is a 2008 action film directed by Christopher Nolan. It is a superhero story ' +
        'adapted from a comic or graphic novel. Warner Bros. released it on July 18, 2008, rated ' +
        'PG-13 and 152 minutes long. Made on a production budget of $185 million, it grossed $533.3 ' +
        'million in the United States and $1.02 billion worldwide. IMDb users rate it 8.9 out of 10 ' +
        'from 465,000 votes; its Rotten Tomatoes score is 93%.',
    );
    const noCountry = await titleNamed('No Country for Old Men');
    expect(noCountry.plot).toBe(
      'No Country for Old Men is a 2007 action film directed by Joel Coen. It is a work of ' +
        'historical fiction adapted from a book or short story. Miramax released it on November 9, ' +
        '2007, rated R. Made on a production budget of $25 million, it grossed $74.3 million in the ' +
        'United States and $162.1 million worldwide. IMDb users rate it 8.3 out of 10 from 197,898 ' +
        'votes; its Rotten Tomatoes score is 95%.',
    );
    // movies.json has no running time for it: none is made up.
    expect(noCountry.runtime).toBeNull();
    const landGirls = await titleNamed('The Land Girls');
    expect(landGirls.plot).toBe(
      'The Land Girls is a 1998 film. Gramercy released it on June 12, 1998, rated R. Made on a ' +
        'production budget of $8 million, it grossed $146,083 in the United States. IMDb users ' +
        'rate it 6.1 out of 10 from 1,071 votes.',
    );
    // The overview's director is the credited one.
    const directors = await db()
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select('people.name')
      .where('credits.title_id', 'in', [darkKnight.id, noCountry.id])
      .where('credits.job', '=', 'Director')
      .orderBy('credits.title_id')
      .execute();
    expect(directors.map((d) => d.name).sort()).toEqual(['Christopher Nolan', 'Joel Coen']);
  });

  it('writes reviews and comments that do not share their middles', async () => {
    const reviews = await db().selectFrom('reviews').select('body').execute();
    const middles = reviews.map((review) => review.body.split('\n\n')[1]!);
    expect(middles.every(Boolean)).toBe(true);
    const shared = middles.length - new Set(middles).size;
    expect(shared / middles.length).toBeLessThan(0.02);
    const comments = await db().selectFrom('comments').select('content').execute();
    const uses = new Map<string, number>();
    for (const { content } of comments) uses.set(content, (uses.get(content) ?? 0) + 1);
    expect(Math.max(...uses.values()) / comments.length).toBeLessThan(0.03);
  });

  it('offers a free plan and a paid plan whose subscribers have no list limit', async () => {
    const products = await t.client().get('/api/v1/billing/products');
    expect(products.statusCode).toBe(200);
    const plans = products.json<{ data: Array<Record<string, unknown>> }>().data;
    expect(plans.map((plan) => [plan.name, plan.free, plan.recommended])).toEqual([
      ['Free', true, false],
      ['Plus', false, true],
    ]);
    expect(plans[1]!.prices).toMatchObject([
      { amount: 499, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 4999, currency: 'USD', interval: 'year', interval_count: 1 },
    ]);

    const admin = t.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const plan = (await admin.get(`/api/v1/admin/plans/${plans[1]!.id as number}`)).json<{
      plan: { permissions: unknown };
    }>().plan;
    expect(plan.permissions).toEqual([
      { name: 'lists.create', restrictions: [{ name: 'count', value: null }] },
    ]);
  });
});
