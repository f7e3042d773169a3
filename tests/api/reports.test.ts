import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsReport, PlaysReport, VisitorsReport } from '@common/api/reports';
import { buildPerson, buildTitle, buildVideo } from '../support/catalogue-factories';
import { buildUser } from '../support/factories';
import { signedInMember } from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { COUNTRY_HEADER: 'cf-ipcountry' } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const FIREFOX_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const today = () => new Date().toISOString().slice(0, 10);

async function report<T>(name: string, query: Record<string, string> = {}): Promise<T> {
  const response = await admin.get(`/api/v1/admin/reports/${name}`, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

let sequence = 0;
/** Raw events on past days, as the buffer would have written them. */
async function events(
  rows: Array<{
    day: string;
    kind?: 'visit' | 'play';
    visitor?: string;
    path?: string;
    country?: string;
    title_id?: number | null;
    person_id?: number | null;
    video_id?: number | null;
  }>,
) {
  await t.app.services.db
    .insertInto('report_events')
    .values(
      rows.map((row) => ({
        kind: row.kind ?? 'visit',
        day: row.day,
        visitor: row.visitor ?? `v${++sequence}`,
        device: 'desktop',
        browser: 'Firefox',
        country: row.country ?? 'FR',
        referrer: '',
        path: row.path ?? (row.kind === 'play' ? '' : '/'),
        title_id: row.title_id ?? null,
        person_id: row.person_id ?? null,
        video_id: row.video_id ?? null,
        created_at: `${row.day}T12:00:00.000Z`,
      })),
    )
    .execute();
}

const repeat = <T>(count: number, row: T): T[] => Array.from({ length: count }, () => row);

async function rolledDay(day: string) {
  return t.app.services.db
    .selectFrom('report_rolled_days')
    .select('day')
    .where('day', '=', day)
    .executeTakeFirst();
}

describe('GET admin/reports/visitors', () => {
  it('shows a visit recorded through the API with its country, device, browser and referrer', async () => {
    const path = `/pages/report-${Date.now()}`;
    const visit = await t
      .client()
      .post(
        '/api/v1/visits',
        { path: `${path}/?utm=x`, referrer: 'https://www.news.example.org/article' },
        { headers: { 'user-agent': SAFARI_IPHONE, 'cf-ipcountry': 'nz' } },
      );
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json()).toEqual({ ok: true });
    await t.app.services.writeBehind.flush();

    const answer = await report<VisitorsReport>('visitors', { from: today(), to: today() });
    expect(answer.range).toEqual({ from: today(), to: today() });
    expect(answer.kpis.visits.value).toBeGreaterThanOrEqual(1);
    expect(answer.countries).toContainEqual({ value: 'NZ', count: 1 });
    expect(answer.devices.map((row) => row.value)).toContain('mobile');
    expect(answer.browsers.map((row) => row.value)).toContain('Safari');
    expect(answer.referrers).toContainEqual({ value: 'news.example.org', count: 1 });
    expect(answer.pages).toContainEqual({ value: path, count: 1 });
    expect(answer.series.visits).toEqual([{ date: today(), count: answer.kpis.visits.value }]);
  });

  it('compares with the previous period of as many days, every day listed', async () => {
    await events([
      ...repeat(3, { day: '2025-05-01' }), // previous period
      ...repeat(2, { day: '2025-05-03', visitor: 'same' }), // one visitor twice
      { day: '2025-05-06', country: 'DE' },
      { day: '2025-05-07' }, // after the range
    ]);
    const answer = await report<VisitorsReport>('visitors', {
      from: '2025-05-04',
      to: '2025-05-06',
    });
    expect(answer.previousRange).toEqual({ from: '2025-05-01', to: '2025-05-03' });
    expect(answer.kpis.visits).toEqual({ value: 1, previous: 5 });
    expect(answer.kpis.visitors).toEqual({ value: 1, previous: 4 });
    expect(answer.series.visits).toEqual([
      { date: '2025-05-04', count: 0 },
      { date: '2025-05-05', count: 0 },
      { date: '2025-05-06', count: 1 },
    ]);
    expect(answer.series.previousVisits.map((day) => day.count)).toEqual([3, 0, 2]);
    expect(answer.series.visitors.map((day) => day.count)).toEqual([0, 0, 1]);
    expect(answer.countries).toEqual([{ value: 'DE', count: 1 }]);
  });

  it('rolls a missing finished day up at report time, its roll-ups equal to the raw counts', async () => {
    const day = '2025-06-10';
    await events([
      ...repeat(4, { day, path: '/titles/1/a', title_id: 1, country: 'GB' }),
      ...repeat(2, { day, path: '/people/2/b', person_id: 2, country: '', visitor: 'x' }),
    ]);
    expect(await rolledDay(day)).toBeUndefined();
    const answer = await report<VisitorsReport>('visitors', { from: day, to: day });
    expect(await rolledDay(day)).toBeDefined();
    expect(answer.kpis.visits.value).toBe(6);
    expect(answer.kpis.visitors.value).toBe(5);
    expect(answer.countries).toEqual([
      { value: 'GB', count: 4 },
      { value: '', count: 2 },
    ]);
    expect(answer.pages).toEqual([
      { value: '/titles/1/a', count: 4 },
      { value: '/people/2/b', count: 2 },
    ]);
    const totals = await t.app.services.db
      .selectFrom('report_daily_totals')
      .select(['dimension', 'value', 'count', 'visitors'])
      .where('day', '=', day)
      .where('kind', '=', 'visit')
      .where('dimension', 'in', ['total', 'title', 'person'])
      .orderBy('dimension')
      .execute();
    expect(totals.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { dimension: 'person', value: '2', count: 2, visitors: 1 },
      { dimension: 'title', value: '1', count: 4, visitors: 4 },
      { dimension: 'total', value: '', count: 6, visitors: 5 },
    ]);

    // a finished day is read from its roll-up: a late event shows once the task counts it again
    await events([{ day, country: 'GB' }]);
    expect(
      (await report<VisitorsReport>('visitors', { from: day, to: day })).kpis.visits.value,
    ).toBe(6);
    const run = await t.app.services.scheduler.run('reports:roll-up', {
      now: new Date('2025-06-11T03:00:00.000Z'),
    });
    expect(run.status).toBe('succeeded');
    expect(
      (await report<VisitorsReport>('visitors', { from: day, to: day })).kpis.visits.value,
    ).toBe(7);
  });
});

describe('daily roll-ups', () => {
  it("keep a day's 100 largest pages, the day's total exact", async () => {
    const day = '2025-08-20';
    await events([
      ...repeat(5, { day, path: '/the-big-one' }),
      ...Array.from({ length: 150 }, (_, index) => ({ day, path: `/long-tail/${index}` })),
    ]);
    const answer = await report<VisitorsReport>('visitors', { from: day, to: day });
    expect(answer.kpis.visits.value).toBe(155);
    expect(answer.pages[0]).toEqual({ value: '/the-big-one', count: 5 });
    const pages = await t.app.services.db
      .selectFrom('report_daily_totals')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('day', '=', day)
      .where('dimension', '=', 'page')
      .executeTakeFirstOrThrow();
    expect(Number(pages.count)).toBe(100);
  });
});

describe('GET admin/reports/insights', () => {
  it('counts visits, visitors, plays, members, reviews and comments, and the top titles and people', async () => {
    const title = await buildTitle(t.app, { name: 'Most Visited' });
    const person = await buildPerson(t.app, { name: 'Most Seen' });
    const day = '2025-07-02';
    await events([
      ...repeat(3, { day, path: `/titles/${title.id}/most-visited`, title_id: title.id }),
      { day, path: `/people/${person.id}/most-seen`, person_id: person.id },
      { day: '2025-07-01', kind: 'play' as const, title_id: title.id, video_id: 1 },
      { day: '2025-06-29', kind: 'play' as const, title_id: title.id, video_id: 1 }, // previous
    ]);
    const member = await buildUser(t.app);
    await t.app.services.db
      .updateTable('users')
      .set({ created_at: `${day}T08:00:00.000Z` })
      .where('id', '=', member.id)
      .execute();
    const answer = await report<InsightsReport>('insights', {
      from: '2025-07-01',
      to: '2025-07-03',
    });
    expect(answer.kpis.visits).toEqual({ value: 4, previous: 0 });
    expect(answer.kpis.visitors).toEqual({ value: 4, previous: 0 });
    expect(answer.kpis.plays).toEqual({ value: 1, previous: 1 });
    expect(answer.kpis.members).toEqual({ value: 1, previous: 0 });
    expect(answer.kpis.reviews).toEqual({ value: 0, previous: 0 });
    expect(answer.kpis.comments).toEqual({ value: 0, previous: 0 });
    expect(answer.series.plays.map((d) => d.count)).toEqual([1, 0, 0]);
    expect(answer.series.previousPlays.map((d) => d.count)).toEqual([0, 1, 0]);
    expect(answer.topTitles).toEqual([
      { id: title.id, name: 'Most Visited', image: null, count: 3 },
    ]);
    expect(answer.topPeople).toEqual([{ id: person.id, name: 'Most Seen', image: null, count: 1 }]);
  });

  it('defaults to the 30 days up to today', async () => {
    const answer = await report<InsightsReport>('insights');
    expect(answer.range.to).toBe(today());
    expect(answer.series.visits).toHaveLength(30);
    expect(answer.series.previousVisits).toHaveLength(30);
  });
});

describe('GET admin/reports/plays', () => {
  it('shows a play recorded through the API with its video, title, device and browser', async () => {
    const title = await buildTitle(t.app, { name: 'Played Film' });
    const video = await buildVideo(t.app, title.id);
    const played = await t.client().post(`/api/v1/videos/${video.id}/plays`, undefined, {
      headers: { 'user-agent': FIREFOX_DESKTOP },
    });
    expect(played.statusCode).toBe(200);
    await t.app.services.writeBehind.flush();
    const answer = await report<PlaysReport>('plays', { from: today(), to: today() });
    expect(answer.topVideos).toContainEqual({
      id: video.id,
      name: video.name,
      titleId: title.id,
      titleName: 'Played Film',
      count: 1,
    });
    expect(answer.devices.map((row) => row.value)).toContain('desktop');
    expect(answer.browsers.map((row) => row.value)).toContain('Firefox');
    expect(answer.kpis.plays.value).toBeGreaterThanOrEqual(1);
    expect(answer.kpis.viewers.value).toBeGreaterThanOrEqual(1);
  });
});

describe('reports ranges', () => {
  it.each([
    [{ from: '2025-02-30' }, 'from', 'The from date must be a date (YYYY-MM-DD).'],
    [{ to: 'yesterday' }, 'to', 'The to date must be a date (YYYY-MM-DD).'],
    [
      { from: '2025-03-02', to: '2025-03-01' },
      'from',
      'The from date must not be after the to date.',
    ],
    [
      { from: '2024-01-01', to: '2025-01-01' },
      'from',
      'The range may not be longer than 366 days.',
    ],
  ])('answers 422 for %o', async (query, field, message) => {
    for (const name of ['insights', 'plays', 'visitors']) {
      const response = await admin.get(`/api/v1/admin/reports/${name}`, { query });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { [field]: [message] } });
      expect(typeof response.json().message).toBe('string');
    }
  });
});

describe('reports permissions', () => {
  const paths = ['insights', 'plays', 'visitors'].map((name) => `/api/v1/admin/reports/${name}`);

  it('refuses visitors (401), members, moderators and content admins (403)', async () => {
    const { client: member } = await signedInMember(t);
    const roles = t.app.services.repositories.roles;
    const roleMember = async (name: string) => {
      const { user, client } = await signedInMember(t);
      const role = await roles.findByName(name);
      await roles.attachToUser(user.id, [role!.id]);
      t.app.services.permissions.rolesChanged();
      return client;
    };
    const moderator = await roleMember('moderators');
    const contentAdmin = await roleMember('content admins');
    for (const path of paths) {
      expect((await t.client().get(path)).statusCode).toBe(401);
      expect((await member.get(path)).statusCode).toBe(403);
      expect((await moderator.get(path)).statusCode).toBe(403);
      expect((await contentAdmin.get(path)).statusCode).toBe(403);
    }
  });

  it('lets a role holding just reports.view read them', async () => {
    const { repositories, permissions } = t.app.services;
    const role = await repositories.roles.create({ name: 'report readers', description: '' });
    await repositories.permissions.grant('role', role.id, ['reports.view']);
    const { user, client } = await signedInMember(t, { withDefaultRole: false });
    await repositories.roles.attachToUser(user.id, [role.id]);
    permissions.rolesChanged();
    for (const path of paths) expect((await client.get(path)).statusCode).toBe(200);
  });
});
