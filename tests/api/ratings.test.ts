import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle } from '../support/catalogue-factories';
import {
  del,
  expectFieldErrors,
  membersRating,
  put,
  signedInMember,
  titleVotes,
} from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await signedInMember(t)).client;
  bob = (await signedInMember(t)).client;
});
afterAll(() => t.close());

const rate = (client: TestClient, titleId: number, rating: unknown) =>
  put(client, `/api/v1/titles/${titleId}/rating`, { rating });

describe('PUT titles/{id}/rating', () => {
  it("leaves the title's IMDb rating and vote count as IMDb gave them and moves the members' own", async () => {
    const imdb = { rating: 8.3, vote_count: 197_898, rating_source: 'IMDb' };
    const title = await buildTitle(t.app, imdb);
    const guest = t.client();
    const expectImdbUnchanged = async () => {
      expect(await titleVotes(t.app, title.id)).toEqual({ rating: 8.3, vote_count: 197_898 });
      expect((await guest.get(`/api/v1/titles/${title.id}`)).json().title).toMatchObject(imdb);
    };
    await expectImdbUnchanged(); // the title page is now cached, as a visitor's would be

    const first = await rate(alice, title.id, 9);
    expect(first.statusCode).toBe(200);
    expect(first.json().rating).toMatchObject({ rating: 9, title: { id: title.id, ...imdb } });
    await expectImdbUnchanged();
    expect(await membersRating(guest, title.id)).toEqual({ average: 9, count: 1 });

    await rate(bob, title.id, 4);
    expect(await membersRating(guest, title.id)).toEqual({ average: 6.5, count: 2 });
    await rate(alice, title.id, 6); // replaces 9
    expect(await membersRating(guest, title.id)).toEqual({ average: 5, count: 2 });
    await del(bob, `/api/v1/titles/${title.id}/rating`);
    expect(await membersRating(guest, title.id)).toEqual({ average: 6, count: 1 });
    await expectImdbUnchanged();
  });

  it("adds, replaces and removes members' votes, keeping their average and count in step", async () => {
    const title = await buildTitle(t.app, { rating: 6, vote_count: 2 });
    const first = await rate(alice, title.id, 9);
    expect(first.statusCode).toBe(200);
    expect(first.json().rating).toMatchObject({ rating: 9, title: { id: title.id } });
    expect(await membersRating(alice, title.id)).toEqual({ average: 9, count: 1 });

    await rate(bob, title.id, 3); // (9 + 3) / 2 = 6
    expect(await membersRating(alice, title.id)).toEqual({ average: 6, count: 2 });

    await rate(alice, title.id, 5); // replaces 9: (5 + 3) / 2 = 4
    expect(await membersRating(alice, title.id)).toEqual({ average: 4, count: 2 });

    const again = await rate(alice, title.id, 5);
    expect(again.statusCode).toBe(200);
    expect(await membersRating(alice, title.id)).toEqual({ average: 4, count: 2 });

    expect((await del(bob, `/api/v1/titles/${title.id}/rating`)).json()).toEqual({ ok: true });
    expect(await membersRating(alice, title.id)).toEqual({ average: 5, count: 1 });
    const rows = await t.app.services.db
      .selectFrom('ratings')
      .select(['rating'])
      .where('title_id', '=', title.id)
      .execute();
    expect(rows).toEqual([{ rating: 5 }]);
    // the title's own figures are its source's, whatever members do
    expect(await titleVotes(t.app, title.id)).toEqual({ rating: 6, vote_count: 2 });
  });

  it("starts the members' average from the first vote and clears it with the last", async () => {
    const title = await buildTitle(t.app, { rating: null, vote_count: 0 });
    await rate(alice, title.id, 8);
    expect(await membersRating(alice, title.id)).toEqual({ average: 8, count: 1 });
    await rate(alice, title.id, 4);
    expect(await membersRating(alice, title.id)).toEqual({ average: 4, count: 1 });
    await del(alice, `/api/v1/titles/${title.id}/rating`);
    expect(await membersRating(alice, title.id)).toEqual({ average: null, count: 0 });
    // removing a rating that does not exist changes nothing
    expect((await del(alice, `/api/v1/titles/${title.id}/rating`)).statusCode).toBe(200);
    expect(await membersRating(alice, title.id)).toEqual({ average: null, count: 0 });
    expect(await titleVotes(t.app, title.id)).toEqual({ rating: null, vote_count: 0 });
  });

  it('validates the rating: a whole number from 1 to 10', async () => {
    const title = await buildTitle(t.app);
    for (const bad of [0, 11, 7.5, '7', null]) {
      const response = await rate(alice, title.id, bad);
      expectFieldErrors(response, ['rating']);
    }
    expectFieldErrors(await put(alice, `/api/v1/titles/${title.id}/rating`, {}), ['rating']);
    expect((await titleVotes(t.app, title.id)).vote_count).toBe(10);
    expect(await membersRating(alice, title.id)).toEqual({ average: null, count: 0 });
  });

  it('answers 404 for a missing title and 422 for a bad id', async () => {
    expect((await rate(alice, 999999, 5)).statusCode).toBe(404);
    expect((await rate(alice, 'abc' as unknown as number, 5)).statusCode).toBe(422);
    expect((await del(alice, '/api/v1/titles/999999/rating')).statusCode).toBe(404);
  });

  it('refuses guests with 401 and members without ratings.create with 403', async () => {
    const title = await buildTitle(t.app);
    const guest = t.client();
    expect((await rate(guest, title.id, 5)).statusCode).toBe(401);
    expect((await del(guest, `/api/v1/titles/${title.id}/rating`)).statusCode).toBe(401);
    const { client } = await signedInMember(t, {
      withDefaultRole: false,
      permissions: ['titles.view'],
    });
    expect((await rate(client, title.id, 5)).statusCode).toBe(403);
  });
});

describe('GET titles/{id}/viewer-state', () => {
  it("shows the viewer's own rating, watchlist entry and review, and nobody else's", async () => {
    const title = await buildTitle(t.app);
    const url = `/api/v1/titles/${title.id}/viewer-state`;
    expect((await alice.get(url)).json()).toEqual({
      rating: null,
      in_watchlist: false,
      review_id: null,
      list_ids: [],
    });
    await rate(alice, title.id, 7);
    const list = (
      await alice.post('/api/v1/lists', { name: 'Keepers', title_ids: [title.id] })
    ).json().list;
    await bob.post('/api/v1/lists', { name: 'Bob keeps it too', title_ids: [title.id] });
    await alice.post('/api/v1/watchlist', { title_id: title.id });
    const review = await alice.post(`/api/v1/titles/${title.id}/reviews`, {
      rating: 8,
      body: 'A thoughtful and moving film.',
    });
    expect((await alice.get(url)).json()).toEqual({
      rating: 8,
      in_watchlist: true,
      review_id: review.json().review.id,
      list_ids: [list.id],
    });
    expect((await bob.get(url)).json()).toMatchObject({
      rating: null,
      in_watchlist: false,
      review_id: null,
    });
  });

  it('answers 401 for guests and 404 for a missing title', async () => {
    expect((await t.client().get('/api/v1/titles/1/viewer-state')).statusCode).toBe(401);
    expect((await alice.get('/api/v1/titles/999999/viewer-state')).statusCode).toBe(404);
  });

  it('lets an admin rate too', async () => {
    const admin = t.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const title = await buildTitle(t.app);
    expect((await rate(admin, title.id, 10)).statusCode).toBe(200);
  });
});
