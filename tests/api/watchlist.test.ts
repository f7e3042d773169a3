import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle } from '../support/catalogue-factories';
import { del, expectFieldErrors, signedInMember } from '../support/community-factories';
import { createTestApp, type TestApp } from '../support/test-app';
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

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((card) => card.id);

describe('watchlist', () => {
  it('adds titles idempotently and pages them newest first as title cards', async () => {
    const titles = [];
    for (let n = 0; n < 3; n++) {
      titles.push(await buildTitle(t.app, { genres: ['drama'], poster: `w/${n}.svg` }));
    }
    for (const title of titles) {
      const added = await alice.post('/api/v1/watchlist', { title_id: title.id });
      expect(added.json()).toEqual({ ok: true });
    }
    // make the adding order unambiguous, then add the first again: nothing changes
    for (const [index, title] of titles.entries()) {
      await t.app.services.db
        .updateTable('watchlist_items')
        .set({ created_at: `2020-01-0${index + 1}T00:00:00.000Z` })
        .where('title_id', '=', title.id)
        .execute();
    }
    expect((await alice.post('/api/v1/watchlist', { title_id: titles[0]!.id })).statusCode).toBe(
      200,
    );

    const page = (await alice.get('/api/v1/watchlist', { query: { perPage: '2' } })).json();
    expect(page).toMatchObject({ total: 3, last_page: 2, current_page: 1, from: 1, to: 2 });
    expect(ids(page)).toEqual([titles[2]!.id, titles[1]!.id]);
    expect(page.data[0]).toMatchObject({
      type: 'movie',
      poster: 'w/2.svg',
      genres: [{ name: 'drama', display_name: 'Drama' }],
    });
    const next = (
      await alice.get('/api/v1/watchlist', { query: { perPage: '2', page: '2' } })
    ).json();
    expect(ids(next)).toEqual([titles[0]!.id]);

    // another member's watchlist is their own
    expect((await bob.get('/api/v1/watchlist')).json().total).toBe(0);

    expect((await del(alice, `/api/v1/watchlist/${titles[1]!.id}`)).json()).toEqual({ ok: true });
    expect(ids((await alice.get('/api/v1/watchlist')).json())).toEqual([
      titles[2]!.id,
      titles[0]!.id,
    ]);
    // removing a title that is not there is fine
    expect((await del(alice, `/api/v1/watchlist/${titles[1]!.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a missing title and 422 for bad input', async () => {
    expect((await alice.post('/api/v1/watchlist', { title_id: 999999 })).statusCode).toBe(404);
    expectFieldErrors(await alice.post('/api/v1/watchlist', { title_id: 'x' }), ['title_id']);
    expectFieldErrors(await alice.post('/api/v1/watchlist', {}), ['title_id']);
    expectFieldErrors(await alice.get('/api/v1/watchlist', { query: { perPage: '1000' } }), [
      'perPage',
    ]);
    expect((await del(alice, '/api/v1/watchlist/abc')).statusCode).toBe(422);
  });

  it('answers 401 for guests', async () => {
    const guest = t.client();
    expect((await guest.get('/api/v1/watchlist')).statusCode).toBe(401);
    expect((await guest.post('/api/v1/watchlist', { title_id: 1 })).statusCode).toBe(401);
    expect((await del(guest, '/api/v1/watchlist/1')).statusCode).toBe(401);
  });
});
