import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson, buildTitle } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { VISITS_PER_MINUTE } from '@server/modules/catalogue/title-routes';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildEpisode, buildSeason, setGuestPermission } from '../support/title-page-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitsOf(modelType: 'title' | 'person' | 'episode' | 'news', modelId: number) {
  // visits are written behind the request: write what waits before reading
  await t.app.services.writeBehind.flush();
  return t.app.services.db
    .selectFrom('page_visits')
    .select(['model_type', 'model_id', 'user_id'])
    .where('model_type', '=', modelType)
    .where('model_id', '=', modelId)
    .orderBy('id')
    .execute();
}

async function buildArticle() {
  const now = new Date().toISOString();
  return t.app.services.db
    .insertInto('news_articles')
    .values({ title: 'News', slug: 'news', body: '<p>Body</p>', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe('POST page-visits', () => {
  it('records visits of titles, people, episodes and news, with the member when signed in', async () => {
    const title = await buildTitle(t.app, { type: 'series' });
    const person = await buildPerson(t.app);
    const episode = await buildEpisode(t.app, await buildSeason(t.app, title.id, 1), 1);
    const article = await buildArticle();
    const guest = t.client();
    for (const [type, id] of [
      ['title', title.id],
      ['person', person.id],
      ['episode', episode.id],
      ['news', article.id],
    ] as const) {
      const response = await guest.post('/api/v1/page-visits', { model_type: type, model_id: id });
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await visitsOf(type, id)).toEqual([{ model_type: type, model_id: id, user_id: null }]);
    }
    const user = await buildUser(t.app);
    const member = t.client();
    await member.login(user.email, user.password);
    await member.post('/api/v1/page-visits', { model_type: 'title', model_id: title.id });
    expect((await visitsOf('title', title.id)).map((visit) => visit.user_id)).toEqual([
      null,
      user.id,
    ]);
  });

  it('answers 422 for bad input and 404 for a missing model', async () => {
    const cases: Array<[unknown, string]> = [
      [{ model_type: 'video', model_id: 1 }, 'model_type'],
      [{ model_id: 1 }, 'model_type'],
      [{ model_type: 'title' }, 'model_id'],
      [{ model_type: 'title', model_id: 'abc' }, 'model_id'],
      [{ model_type: 'title', model_id: 0 }, 'model_id'],
      [{ model_type: 'title', model_id: 1.5 }, 'model_id'],
      [{ model_type: 'title', model_id: 99_999_999_999 }, 'model_id'],
    ];
    for (const [body, field] of cases) {
      const response = await t.client().post('/api/v1/page-visits', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const typeError = await t
      .client()
      .post('/api/v1/page-visits', { model_type: 'x', model_id: 1 });
    expect(typeError.json().errors.model_type).toEqual([
      'The model type must be title, person, episode or news.',
    ]);
    for (const [type, message] of [
      ['title', 'Title not found.'],
      ['person', 'Person not found.'],
      ['episode', 'Episode not found.'],
      ['news', 'News article not found.'],
    ] as const) {
      const response = await t.client().post('/api/v1/page-visits', {
        model_type: type,
        model_id: 999_999,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
    }
    const count = await t.app.services.db
      .selectFrom('page_visits')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('model_id', '=', 999_999)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(0);
  });

  it('refuses guests without titles.view (401) and members whose role lacks it (403)', async () => {
    const title = await buildTitle(t.app);
    const user = await buildUser(t.app, { withDefaultRole: false });
    const member = t.client();
    await member.login(user.email, user.password);
    await setGuestPermission(t.app, 'titles.view', false);
    try {
      const body = { model_type: 'title', model_id: title.id };
      expect((await t.client().post('/api/v1/page-visits', body)).statusCode).toBe(401);
      expect((await member.post('/api/v1/page-visits', body)).statusCode).toBe(403);
    } finally {
      await setGuestPermission(t.app, 'titles.view', true);
    }
    expect(await visitsOf('title', title.id)).toEqual([]);
  });
});

describe('POST page-visits rate limit', () => {
  it('refuses an address past the per-minute limit, without recording', async () => {
    const own = await createTestApp();
    try {
      const title = await own.app.services.db
        .insertInto('titles')
        .values({
          type: 'movie',
          name: 'Visited',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const client = own.client();
      for (let visit = 0; visit < VISITS_PER_MINUTE; visit++) {
        const ok = await client.post('/api/v1/page-visits', {
          model_type: 'title',
          model_id: title.id,
        });
        expect(ok.statusCode).toBe(200);
      }
      const limited = await client.post('/api/v1/page-visits', {
        model_type: 'title',
        model_id: title.id,
      });
      expect(limited.statusCode).toBe(429);
      await own.app.services.writeBehind.flush();
      const recorded = await own.app.services.db
        .selectFrom('page_visits')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(recorded.count)).toBe(VISITS_PER_MINUTE);
    } finally {
      await own.close();
    }
  });
});
