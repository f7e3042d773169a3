import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@server/db/connection';
import { RATE_LIMIT_STRATEGIES } from '@server/http/rate-limits';
import { createTestApp, type TestApp } from '../support/test-app';

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COUNTRY_HEADER: 'CF-IPCountry' } });
});
afterAll(() => t.close());

/** The recorded events whose path starts with the prefix (the buffer written first). */
async function recorded(app: TestApp['app'], prefix: string) {
  await app.services.writeBehind.flush();
  return app.services.db
    .selectFrom('report_events')
    .selectAll()
    .where('path', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
}

const visit = (body: unknown, headers: Record<string, string> = {}, app = t) =>
  app.client().post('/api/v1/visits', body, { headers });

describe('POST visits', () => {
  it('answers at once and records the visit within the batch, with what the reports count', async () => {
    const response = await visit(
      { path: '/titles/42/some-film/?ref=x', referrer: 'https://www.example.org/list' },
      { 'user-agent': IPAD, 'cf-ipcountry': 'fr' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [event] = await recorded(t.app, '/titles/42/');
    expect(event).toMatchObject({
      kind: 'visit',
      day: new Date().toISOString().slice(0, 10),
      device: 'tablet',
      browser: 'Safari',
      country: 'FR',
      referrer: 'example.org',
      path: '/titles/42/some-film',
      title_id: 42,
      person_id: null,
      video_id: null,
    });
    // no raw IP: a daily hash of it
    expect(event!.visitor).toMatch(/^[\w-]{22}$/);
    expect(event!.visitor).not.toContain('127.0.0.1');
  });

  it('reads a person page, an unknown country, our own host as no referrer', async () => {
    await visit(
      { path: '/people/7', referrer: 'http://localhost/titles/1' },
      { 'user-agent': CHROME_DESKTOP, 'cf-ipcountry': 'XX' },
    );
    const [event] = await recorded(t.app, '/people/7');
    expect(event).toMatchObject({
      device: 'desktop',
      browser: 'Chrome',
      country: '',
      referrer: '',
      title_id: null,
      person_id: 7,
    });
  });

  it('gives one visitor the same id for the day', async () => {
    const headers = { 'user-agent': CHROME_DESKTOP };
    await visit({ path: '/same-visitor/a' }, headers);
    await visit({ path: '/same-visitor/b' }, headers);
    await visit({ path: '/same-visitor/c' }, { 'user-agent': IPAD });
    const [a, b, c] = await recorded(t.app, '/same-visitor/');
    expect(a!.visitor).toBe(b!.visitor);
    expect(c!.visitor).not.toBe(a!.visitor);
  });

  it('does not count the admin area or the API', async () => {
    for (const path of ['/admin', '/admin/reports', '/api/v1/titles']) {
      expect((await visit({ path })).statusCode).toBe(200);
    }
    expect(await recorded(t.app, '/admin')).toEqual([]);
    expect(await recorded(t.app, '/api')).toEqual([]);
  });

  it.each([
    [{}, 'path'],
    [{ path: 5 }, 'path'],
    [{ path: 'titles/1' }, 'path'],
    [{ path: '//evil.example.com/x' }, 'path'],
    [{ path: `/${'x'.repeat(2000)}` }, 'path'],
    [{ path: '/', referrer: 3 }, 'referrer'],
    [{ path: '/', extra: 1 }, 'extra'],
  ])('answers 422 for %j', async (body, field) => {
    const response = await visit(body);
    expect(response.statusCode).toBe(422);
    const answer = response.json();
    expect(typeof answer.message).toBe('string');
    expect(answer.errors[field]?.length, JSON.stringify(answer)).toBeGreaterThan(0);
  });

  it('says which path is wrong in plain English', async () => {
    const response = await visit({ path: 'nowhere' });
    expect(response.json().errors).toEqual({
      path: ['The path must be a page path starting with /.'],
    });
  });
});

describe('POST visits without a country header configured', () => {
  it('records no country whatever the request says', async () => {
    const own = await createTestApp();
    try {
      await visit({ path: '/no-country' }, { 'cf-ipcountry': 'DE' }, own);
      const [event] = await recorded(own.app, '/no-country');
      expect(event!.country).toBe('');
    } finally {
      await own.close();
    }
  });
});

describe('POST visits when the app closes', () => {
  it('writes the visits still waiting before the connection goes', async () => {
    const own = await createTestApp();
    try {
      await visit({ path: '/closing-time' }, {}, own);
      await own.app.close();
      const db = createDatabase(own.config.database);
      try {
        const rows = await db
          .selectFrom('report_events')
          .select('path')
          .where('path', '=', '/closing-time')
          .execute();
        expect(rows).toEqual([{ path: '/closing-time' }]);
      } finally {
        await db.destroy();
      }
    } finally {
      await own.close();
    }
  });
});

describe('POST visits rate limit', () => {
  it('refuses an address past the per-minute limit, without recording', async () => {
    const own = await createTestApp();
    try {
      const client = own.client();
      const limit = RATE_LIMIT_STRATEGIES.visits.max;
      for (let count = 0; count < limit; count++) {
        expect(
          (await client.post('/api/v1/visits', { path: `/limited/${count}` })).statusCode,
        ).toBe(200);
      }
      const limited = await client.post('/api/v1/visits', { path: '/limited/over' });
      expect(limited.statusCode).toBe(429);
      expect(await recorded(own.app, '/limited/')).toHaveLength(limit);
    } finally {
      await own.close();
    }
  });
});
