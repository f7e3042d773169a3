import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle } from '../support/catalogue-factories';
import { signedInMember } from '../support/community-factories';
import { postComment, postReview } from '../support/moderation-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  alice = (await signedInMember(t)).client;
  bob = (await signedInMember(t)).client;
  carol = (await signedInMember(t)).client;
  visitor = t.client();
});
afterAll(() => t.close());

/** The two kinds of reported content, each written and reported the same way. */
const KINDS = [
  {
    kind: 'comment',
    resource: 'comments',
    write: async (client: TestClient, titleId: number) => postComment(client, titleId),
  },
  {
    kind: 'review',
    resource: 'reviews',
    write: async (client: TestClient, titleId: number) => postReview(client, titleId),
  },
] as const;

describe.each(KINDS)('reporting a $kind', ({ kind, resource, write }) => {
  const report = (client: TestClient, id: number, body: unknown = { reason: 'spam' }) =>
    client.post(`/api/v1/${resource}/${id}/report`, body);
  const adminRows = async (titleId: number) =>
    (await admin.get(`/api/v1/admin/${resource}`, { query: { titleId: String(titleId) } })).json()
      .data as Array<{ id: number; reports_count: number; reports: Array<{ reason: string }> }>;

  it('is once per member; reported items come first with their count and reasons', async () => {
    const title = await buildTitle(t.app);
    const reported = await write(alice, title.id);
    // written after, so newer: without reports it would come first
    const newer = await write(carol, title.id);

    const first = await report(bob, reported.id, { reason: 'harassment', details: 'Rude.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const again = await report(bob, reported.id, { reason: 'spam' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: `You have already reported this ${kind}.`,
      errors: { reason: [`You have already reported this ${kind}.`] },
    });
    expect((await report(carol, reported.id, { reason: 'spoilers' })).statusCode).toBe(200);

    const rows = await adminRows(title.id);
    expect(rows.map((row) => [row.id, row.reports_count])).toEqual([
      [reported.id, 2],
      [newer.id, 0],
    ]);
    expect(rows[0]!.reports).toEqual([
      { reason: 'spoilers', details: null, created_at: expect.any(String) },
      { reason: 'harassment', details: 'Rude.', created_at: expect.any(String) },
    ]);
  });

  it("refuses reporting one's own (422) and validates the reason and details", async () => {
    const title = await buildTitle(t.app);
    const item = await write(alice, title.id);
    const own = await report(alice, item.id);
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ reason: [`You cannot report your own ${kind}.`] });
    const bad = await report(bob, item.id, { reason: 'boring', details: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      reason: ['The reason must be spam, harassment, spoilers or other.'],
      details: ['The details may not be greater than 500 characters.'],
    });
    expect((await adminRows(title.id))[0]!.reports_count).toBe(0);
  });

  it('files the report as the signed-in member only: A cannot report as B', async () => {
    const title = await buildTitle(t.app);
    const item = await write(alice, title.id);
    const { user: dave } = await signedInMember(t);
    const forged = await report(bob, item.id, { reason: 'spam', user_id: dave.id });
    expect(forged.statusCode).toBe(422);
    expect((await report(bob, item.id)).statusCode).toBe(200);
    // bob's report is bob's: dave may still report, bob may not again
    const daveClient = t.client();
    await daveClient.login(dave.email, dave.password);
    expect((await report(daveClient, item.id)).statusCode).toBe(200);
    expect((await report(bob, item.id)).statusCode).toBe(422);
    expect((await adminRows(title.id))[0]!.reports_count).toBe(2);
  });

  it('answers 401 to visitors and 404 for what is missing or not public', async () => {
    const title = await buildTitle(t.app);
    const item = await write(alice, title.id);
    expect((await report(visitor, item.id)).statusCode).toBe(401);
    expect((await report(bob, 999999)).statusCode).toBe(404);
    expect((await report(bob, 0)).statusCode).toBe(422);
    await admin.post(`/api/v1/admin/${resource}/${item.id}/hide`);
    const hidden = await report(bob, item.id);
    expect(hidden.statusCode).toBe(404);
  });

  it('stays reported once a moderator decided: a member still reports once', async () => {
    const title = await buildTitle(t.app);
    const item = await write(alice, title.id);
    expect((await report(bob, item.id)).statusCode).toBe(200);
    await admin.post(`/api/v1/admin/${resource}/${item.id}/approve`);
    expect((await adminRows(title.id))[0]!.reports_count).toBe(0);
    expect((await report(bob, item.id)).statusCode).toBe(422);
    expect((await report(carol, item.id)).statusCode).toBe(200);
    expect((await adminRows(title.id))[0]!.reports_count).toBe(1);
  });
});

describe('the reports rate limit', () => {
  it('is named contentReports (RATE_LIMITS) and counts per member', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMITS: JSON.stringify({ contentReports: { max: 2, window: '1m' } }) },
    });
    try {
      const writer = (await signedInMember(limited)).client;
      const reporter = (await signedInMember(limited)).client;
      const other = (await signedInMember(limited)).client;
      const title = await buildTitle(limited.app);
      const items = [];
      for (let i = 0; i < 3; i++) items.push(await postComment(writer, title.id));
      const codes = [];
      for (const item of items) {
        const response = await reporter.post(`/api/v1/comments/${item.id}/report`, {
          reason: 'spam',
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
      const fresh = await other.post(`/api/v1/comments/${items[2]!.id}/report`, { reason: 'spam' });
      expect(fresh.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
