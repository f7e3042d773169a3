import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAccess } from '@server/http/route-access';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let plain: TestClient;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/v1/probe/crash/:n', { config: publicAccess }, async (request) => {
        throw new Error(`probe crash ${(request.params as { n: string }).n}`);
      });
    },
  });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const user = await buildUser(t.app);
  plain = t.client();
  await plain.login(user.email, user.password);
});
afterAll(() => t.close());

async function waitForErrorLog(count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const page = (await admin.get('/api/v1/logs/error', { query: { perPage: '100' } })).json();
    if (page.total >= count || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function expectRefusals(url: string) {
  expect((await t.client().get(url)).statusCode).toBe(401);
  expect((await plain.get(url)).statusCode).toBe(403);
}

describe('GET /api/v1/logs/error', () => {
  it('answers an empty page before any error', async () => {
    const response = await admin.get('/api/v1/logs/error');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], total: 0, current_page: 1 });
  });

  it('pages the logged server errors newest first with parsed frames', async () => {
    // The error log is written after the response; wait for each line to keep their order.
    for (const n of [1, 2, 3]) {
      expect((await t.client().get(`/api/v1/probe/crash/${n}`)).statusCode).toBe(500);
      expect((await waitForErrorLog(n)).total).toBe(n);
    }
    const response = await admin.get('/api/v1/logs/error', { query: { perPage: '2' } });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 3, per_page: 2, last_page: 2, from: 1, to: 2 });
    expect(page.data.map((entry: { message: string }) => entry.message)).toEqual([
      'probe crash 3',
      'probe crash 2',
    ]);
    const [entry] = page.data;
    expect(entry).toMatchObject({
      exception: 'Error',
      method: 'GET',
      url: '/api/v1/probe/crash/3',
      userId: null,
    });
    expect(entry.requestId).toEqual(expect.any(String));
    expect(entry.stack).toBeUndefined();
    expect(entry.frames.length).toBeGreaterThan(0);
    expect(entry.frames[0]).toMatchObject({
      path: expect.stringContaining('admin-logs.test.ts'),
      lineNumber: expect.any(Number),
    });
    const second = await admin.get('/api/v1/logs/error', { query: { perPage: '2', page: '2' } });
    expect(second.json().data.map((item: { message: string }) => item.message)).toEqual([
      'probe crash 1',
    ]);
  });

  it('answers 422 on bad paging', async () => {
    const response = await admin.get('/api/v1/logs/error', { query: { perPage: '1000' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.perPage).toEqual(['The per page may not be greater than 100.']);
  });

  it('refuses guests with 401 and users without logs.view with 403', async () => {
    await expectRefusals('/api/v1/logs/error');
  });

  it('lets the download-latest endpoint serve the newest file to logs.view holders', async () => {
    const response = await admin.get('/api/v1/logs/error/download-latest');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('probe crash 3');
    await expectRefusals('/api/v1/logs/error/download-latest');
  });
});

describe('GET /api/v1/logs/outgoing-email', () => {
  beforeAll(async () => {
    const { mail } = t.app.services;
    await mail.send({ to: 'ann@example.com', subject: 'Welcome Ann', html: '<p>A</p>', text: 'A' });
    await mail.send({ to: 'bob@example.com', subject: 'Reset 100%', html: '<b>B</b>', text: 'B' });
    await mail.send({ to: 'cy@example.com', subject: 'Hello Cy', html: '<i>C</i>', text: 'C' });
  });

  it('pages sent mail newest first without the bodies', async () => {
    const response = await admin.get('/api/v1/logs/outgoing-email', { query: { perPage: '2' } });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 3, last_page: 2 });
    expect(page.data.map((row: { to: string }) => row.to)).toEqual([
      'cy@example.com',
      'bob@example.com',
    ]);
    expect(page.data[0]).toMatchObject({ subject: 'Hello Cy', status: 'logged' });
    expect(page.data[0].html).toBeUndefined();
  });

  it('searches the recipient and the subject, case-insensitively and literally', async () => {
    const search = async (query: string) =>
      (await admin.get('/api/v1/logs/outgoing-email', { query: { query } }))
        .json()
        .data.map((row: { to: string }) => row.to);
    expect(await search('ANN@')).toEqual(['ann@example.com']);
    expect(await search('hello')).toEqual(['cy@example.com']);
    expect(await search('100%')).toEqual(['bob@example.com']);
    expect(await search('%')).toEqual(['bob@example.com']);
  });

  it('sorts by a whitelisted column and answers 422 for others', async () => {
    const sorted = await admin.get('/api/v1/logs/outgoing-email', {
      query: { orderBy: 'to', orderDir: 'asc' },
    });
    expect(sorted.json().data.map((row: { to: string }) => row.to)).toEqual([
      'ann@example.com',
      'bob@example.com',
      'cy@example.com',
    ]);
    const refused = await admin.get('/api/v1/logs/outgoing-email', {
      query: { orderBy: 'html' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.orderBy).toEqual(['This column cannot be sorted.']);
  });

  it('refuses guests with 401 and users without logs.view with 403', async () => {
    await expectRefusals('/api/v1/logs/outgoing-email');
  });
});

describe('GET /api/v1/logs/outgoing-email/{id}', () => {
  it('answers the whole message', async () => {
    const [row] = (await admin.get('/api/v1/logs/outgoing-email')).json().data;
    const response = await admin.get(`/api/v1/logs/outgoing-email/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toMatchObject({ id: row.id, html: '<i>C</i>', text: 'C' });
  });

  it('answers 404 for a missing or malformed id', async () => {
    expect((await admin.get('/api/v1/logs/outgoing-email/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/v1/logs/outgoing-email/abc')).statusCode).toBe(404);
  });

  it('refuses guests with 401 and users without logs.view with 403', async () => {
    await expectRefusals('/api/v1/logs/outgoing-email/1');
  });
});

describe('GET /api/v1/logs/schedule', () => {
  it('answers an empty page: no task is scheduled yet', async () => {
    const response = await admin.get('/api/v1/logs/schedule');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      current_page: 1,
      per_page: 15,
      total: 0,
      last_page: 1,
      from: null,
      to: null,
    });
  });

  it('answers 422 on bad paging', async () => {
    const response = await admin.get('/api/v1/logs/schedule', { query: { page: '0' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.page).toEqual(['The page must be at least 1.']);
  });

  it('refuses guests with 401 and users without logs.view with 403', async () => {
    await expectRefusals('/api/v1/logs/schedule');
  });
});
