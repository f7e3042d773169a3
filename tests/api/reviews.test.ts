import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle } from '../support/catalogue-factories';
import {
  countingModules,
  del,
  expectFieldErrors,
  put,
  signedInMember,
  membersRating,
  titleVotes,
  withoutGuestTitlesView,
} from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let alice: TestClient;
let aliceId: number;
let bob: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInMember(t, { name: 'Alice Reviewer' });
  alice = a.client;
  aliceId = a.user.id;
  bob = (await signedInMember(t)).client;
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const BODY = 'A patient, luminous film about memory.';

async function review(client: TestClient, titleId: number, body: Record<string, unknown> = {}) {
  const response = await client.post(`/api/v1/titles/${titleId}/reviews`, {
    rating: 8,
    body: BODY,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json().review as { id: number; rating: number; body: string };
}

describe('POST titles/{id}/reviews', () => {
  it('creates a review with its author (public fields only) and sets the rating', async () => {
    const title = await buildTitle(t.app, { rating: null, vote_count: 0 });
    const response = await alice.post(`/api/v1/titles/${title.id}/reviews`, {
      rating: 9,
      headline: '  Stunning  ',
      body: `  ${BODY}  `,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json().review;
    expect(created).toMatchObject({
      title_id: title.id,
      rating: 9,
      headline: 'Stunning',
      body: BODY,
      user: { id: aliceId, name: 'Alice Reviewer', image: null },
    });
    expect(Object.keys(created.user).sort()).toEqual(['id', 'image', 'name']);
    expect(await membersRating(alice, title.id)).toEqual({ average: 9, count: 1 });
    expect(await titleVotes(t.app, title.id)).toEqual({ rating: null, vote_count: 0 });
    const state = (await alice.get(`/api/v1/titles/${title.id}/viewer-state`)).json();
    expect(state).toMatchObject({ rating: 9, review_id: created.id });
  });

  it('keeps text as written (no HTML escaping) and an empty headline as null', async () => {
    const title = await buildTitle(t.app);
    const body = '<b>Bold</b> & "quoted" — fine.';
    const created = await review(alice, title.id, { body, headline: '' });
    expect(created).toMatchObject({ body, headline: null });
  });

  it('allows one review per member and title', async () => {
    const title = await buildTitle(t.app);
    await review(alice, title.id);
    const again = await alice.post(`/api/v1/titles/${title.id}/reviews`, { rating: 5, body: BODY });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'You have already reviewed this title.',
      errors: { title_id: ['You have already reviewed this title.'] },
    });
    await review(bob, title.id);
  });

  it('validates rating, headline and body with field errors', async () => {
    const title = await buildTitle(t.app);
    const url = `/api/v1/titles/${title.id}/reviews`;
    const short = await alice.post(url, {
      rating: 0,
      headline: 'x'.repeat(256),
      body: 'too short',
    });
    expectFieldErrors(short, ['body', 'headline', 'rating']);
    expect(short.json().errors.body).toEqual(['The body must be at least 10 characters.']);
    const long = await alice.post(url, { rating: 5, body: 'x'.repeat(5001) });
    expect(long.json().errors.body).toEqual(['The body may not be greater than 5000 characters.']);
    expectFieldErrors(await alice.post(url, { rating: 5 }), ['body']);
    expectFieldErrors(await alice.post(url, { rating: 5, body: BODY, extra: 1 }), ['extra']);
    // whitespace does not count towards the minimum
    expectFieldErrors(await alice.post(url, { rating: 5, body: `   abc${' '.repeat(20)}` }), [
      'body',
    ]);
  });

  it('answers 404 for a missing title, 401 for guests, 403 without reviews.create', async () => {
    expect(
      (await alice.post('/api/v1/titles/999999/reviews', { rating: 5, body: BODY })).statusCode,
    ).toBe(404);
    const title = await buildTitle(t.app);
    const url = `/api/v1/titles/${title.id}/reviews`;
    expect((await t.client().post(url, { rating: 5, body: BODY })).statusCode).toBe(401);
    const { client } = await signedInMember(t, {
      withDefaultRole: false,
      permissions: ['titles.view'],
    });
    expect((await client.post(url, { rating: 5, body: BODY })).statusCode).toBe(403);
  });
});

describe('GET titles/{id}/reviews', () => {
  it('pages reviews newest first or by rating, with the rating distribution', async () => {
    const title = await buildTitle(t.app);
    const members = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t)));
    const ratings = [6, 10, 6, 3];
    const ids: number[] = [];
    for (const [index, member] of members.entries()) {
      ids.push((await review(member.client, title.id, { rating: ratings[index] })).id);
    }
    // a rating without a review counts in the distribution too
    await put(alice, `/api/v1/titles/${title.id}/rating`, { rating: 10 });

    const url = `/api/v1/titles/${title.id}/reviews`;
    const newest = (await t.client().get(url, { query: { perPage: '3' } })).json();
    expect(newest).toMatchObject({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(newest.data.map((r: { id: number }) => r.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(newest.rating_distribution).toEqual([0, 0, 1, 0, 0, 2, 0, 0, 0, 2]);
    const second = (await t.client().get(url, { query: { perPage: '3', page: '2' } })).json();
    expect(second.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    const byRating = (await t.client().get(url, { query: { order: 'rating:desc' } })).json();
    expect(byRating.data.map((r: { rating: number }) => r.rating)).toEqual([10, 6, 6, 3]);
    // equal ratings: newest first
    expect(byRating.data[1].id).toBe(ids[2]);
  });

  it('reads a page of reviews with their authors in a fixed number of queries', async () => {
    const title = await buildTitle(t.app);
    const { services, queriesOf } = countingModules(t);
    const addReview = async () => review((await signedInMember(t)).client, title.id);
    const page = () =>
      services.reviews.forTitle(title.id, {
        page: 1,
        perPage: 50,
        orderDir: 'desc',
        order: 'created_at:desc',
      });
    await addReview();
    const few = await queriesOf(page);
    await addReview();
    await addReview();
    const many = await queriesOf(page);
    expect(many.result.data.map((r) => r.user.name)).toHaveLength(3);
    expect(many.queries).toBe(few.queries);
  });

  it('answers an empty page with a zero distribution, 404 and 422 where due', async () => {
    const title = await buildTitle(t.app);
    const empty = (await alice.get(`/api/v1/titles/${title.id}/reviews`)).json();
    expect(empty).toMatchObject({ data: [], total: 0, from: null });
    expect(empty.rating_distribution).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await alice.get('/api/v1/titles/999999/reviews')).statusCode).toBe(404);
    expectFieldErrors(
      await alice.get(`/api/v1/titles/${title.id}/reviews`, { query: { order: 'name:asc' } }),
      ['order'],
    );
    expect((await alice.get('/api/v1/titles/abc/reviews')).statusCode).toBe(422);
  });

  it('refuses visitors when the guest role lacks titles.view', async () => {
    const title = await buildTitle(t.app);
    const restore = await withoutGuestTitlesView(t.app);
    try {
      expect((await t.client().get(`/api/v1/titles/${title.id}/reviews`)).statusCode).toBe(401);
    } finally {
      await restore();
    }
    expect((await t.client().get(`/api/v1/titles/${title.id}/reviews`)).statusCode).toBe(200);
  });
});

describe('PUT and DELETE reviews/{id}', () => {
  it('lets the author edit the review, which also moves the rating', async () => {
    const title = await buildTitle(t.app, { rating: null, vote_count: 0 });
    const created = await review(alice, title.id, { rating: 4 });
    const response = await put(alice, `/api/v1/reviews/${created.id}`, {
      rating: 8,
      headline: 'Better on a second look',
      body: 'It grew on me over the years.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().review).toMatchObject({
      id: created.id,
      rating: 8,
      headline: 'Better on a second look',
    });
    expect(await membersRating(alice, title.id)).toEqual({ average: 8, count: 1 });
    expect(await titleVotes(t.app, title.id)).toEqual({ rating: null, vote_count: 0 });
    expectFieldErrors(await put(alice, `/api/v1/reviews/${created.id}`, { rating: 8 }), ['body']);
  });

  it("refuses another member's edits and deletes with 403; an admin may do both", async () => {
    const title = await buildTitle(t.app, { rating: null, vote_count: 0 });
    const created = await review(alice, title.id, { rating: 6 });
    const edit = { rating: 1, body: 'Vandalised by someone else.' };
    expect((await put(bob, `/api/v1/reviews/${created.id}`, edit)).statusCode).toBe(403);
    expect((await del(bob, `/api/v1/reviews/${created.id}`)).statusCode).toBe(403);
    const unchanged = (await bob.get(`/api/v1/titles/${title.id}/reviews`)).json().data[0];
    expect(unchanged).toMatchObject({ rating: 6, body: BODY });

    const moderated = await put(admin, `/api/v1/reviews/${created.id}`, {
      rating: 6,
      body: 'Edited by a moderator.',
    });
    expect(moderated.statusCode).toBe(200);
    // the admin's edit keeps the review (and its rating) the author's
    expect(moderated.json().review.user.id).toBe(aliceId);
    expect((await del(admin, `/api/v1/reviews/${created.id}`)).statusCode).toBe(200);
    expect((await alice.get(`/api/v1/titles/${title.id}/reviews`)).json().total).toBe(0);
  });

  it('deletes the own review and keeps the rating', async () => {
    const title = await buildTitle(t.app, { rating: null, vote_count: 0 });
    const created = await review(alice, title.id, { rating: 7 });
    expect((await del(alice, `/api/v1/reviews/${created.id}`)).json()).toEqual({ ok: true });
    expect((await del(alice, `/api/v1/reviews/${created.id}`)).statusCode).toBe(404);
    const state = (await alice.get(`/api/v1/titles/${title.id}/viewer-state`)).json();
    expect(state).toMatchObject({ rating: 7, review_id: null });
    expect(await membersRating(alice, title.id)).toEqual({ average: 7, count: 1 });
    expect(await titleVotes(t.app, title.id)).toEqual({ rating: null, vote_count: 0 });
    // and may review the title again
    await review(alice, title.id);
  });

  it('answers 401 for guests, 404 for missing reviews and 422 for bad ids', async () => {
    const edit = { rating: 5, body: BODY };
    expect((await put(t.client(), '/api/v1/reviews/1', edit)).statusCode).toBe(401);
    expect((await del(t.client(), '/api/v1/reviews/1')).statusCode).toBe(401);
    expect((await put(alice, '/api/v1/reviews/999999', edit)).statusCode).toBe(404);
    expect((await del(alice, '/api/v1/reviews/abc')).statusCode).toBe(422);
  });
});
