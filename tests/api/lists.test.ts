import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTitle } from '../support/catalogue-factories';
import {
  countingModules,
  del,
  expectFieldErrors,
  put,
  signedInMember,
  withoutGuestTitlesView,
} from '../support/community-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let alice: TestClient;
let aliceId: number;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInMember(t, { name: 'Alice Lister' });
  alice = a.client;
  aliceId = a.user.id;
  bob = (await signedInMember(t)).client;
});
afterAll(() => t.close());

interface ListBody {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  public: boolean;
  items_count: number;
  posters: string[];
  user: { id: number; name: string; image: string | null };
  created_at: string;
  updated_at: string;
}

async function createList(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/v1/lists', {
    name: 'Favourites',
    public: true,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json().list as ListBody;
}

const itemIds = async (client: TestClient, list: { id: number }) =>
  (await client.get(`/api/v1/lists/${list.id}`, { query: { perPage: '100' } }))
    .json()
    .items.data.map((item: { id: number }) => item.id);

const dbList = (id: number) =>
  t.app.services.db
    .selectFrom('lists')
    .select(['items_count', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST lists', () => {
  it('creates a list with a slug, its owner and its first titles in order', async () => {
    const titles = await Promise.all(
      [1, 2, 3].map((n) => buildTitle(t.app, { poster: `p/${n}.svg` })),
    );
    const list = await createList(alice, {
      name: '  Best of the 90s! ',
      description: 'My picks',
      public: false,
      title_ids: [titles[2]!.id, titles[0]!.id, titles[1]!.id],
    });
    expect(list).toMatchObject({
      name: 'Best of the 90s!',
      slug: 'best-of-the-90s',
      description: 'My picks',
      public: false,
      items_count: 3,
      posters: ['p/3.svg', 'p/1.svg', 'p/2.svg'],
      user: { id: aliceId, name: 'Alice Lister', image: null },
    });
    expect(Object.keys(list.user).sort()).toEqual(['id', 'image', 'name']);
    expect(await itemIds(alice, list)).toEqual([titles[2]!.id, titles[0]!.id, titles[1]!.id]);
  });

  it('defaults to public and dedupes title ids', async () => {
    const title = await buildTitle(t.app);
    const list = await alice.post('/api/v1/lists', {
      name: 'Quick',
      title_ids: [title.id, title.id],
    });
    expect(list.json().list).toMatchObject({ public: true, items_count: 1, description: null });
  });

  it('validates with field errors and refuses unknown titles', async () => {
    expectFieldErrors(
      await alice.post('/api/v1/lists', {
        name: '',
        description: 'x'.repeat(1001),
        public: 'yes',
        title_ids: 'all',
      }),
      ['description', 'name', 'public', 'title_ids'],
    );
    expectFieldErrors(await alice.post('/api/v1/lists', { name: 'x'.repeat(101) }), ['name']);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expectFieldErrors(await alice.post('/api/v1/lists', { name: 'Big', title_ids: many }), [
      'title_ids',
    ]);
    const unknown = await alice.post('/api/v1/lists', { name: 'Ghosts', title_ids: [999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      title_ids: ['Some of the selected titles do not exist.'],
    });
  });

  it('refuses guests with 401 and members without lists.create with 403', async () => {
    expect((await t.client().post('/api/v1/lists', { name: 'x' })).statusCode).toBe(401);
    const { client } = await signedInMember(t, {
      withDefaultRole: false,
      permissions: ['titles.view'],
    });
    expect((await client.post('/api/v1/lists', { name: 'x' })).statusCode).toBe(403);
  });
});

describe('GET lists (mine)', () => {
  it('pages my lists, public and private, the most recently updated first', async () => {
    const { client, user } = await signedInMember(t);
    const first = await createList(client, { name: 'One' });
    const second = await createList(client, { name: 'Two', public: false });
    const third = await createList(client, { name: 'Three' });
    await createList(bob, { name: 'Not mine' });
    for (const [index, list] of [first, second, third].entries()) {
      await t.app.services.db
        .updateTable('lists')
        .set({ updated_at: `2020-01-0${index + 1}T00:00:00.000Z` })
        .where('id', '=', list.id)
        .execute();
    }
    // touching the first list moves it to the top
    const title = await buildTitle(t.app, { poster: 'first.svg' });
    await client.post(`/api/v1/lists/${first.id}/items`, { title_id: title.id });

    const page = (await client.get('/api/v1/lists', { query: { perPage: '2' } })).json();
    expect(page).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
    expect(page.data.map((l: ListBody) => l.id)).toEqual([first.id, third.id]);
    expect(page.data[0]).toMatchObject({
      posters: ['first.svg'],
      items_count: 1,
      user: { id: user.id },
    });
    const next = (await client.get('/api/v1/lists', { query: { perPage: '2', page: '2' } })).json();
    expect(next.data.map((l: ListBody) => l.id)).toEqual([second.id]);
  });

  it('shows at most four posters, in list order, skipping titles without one', async () => {
    const titles = [];
    for (const poster of ['a.svg', null, 'b.svg', 'c.svg', 'd.svg', 'e.svg']) {
      titles.push(await buildTitle(t.app, { poster }));
    }
    const list = await createList(alice, { title_ids: titles.map((title) => title.id) });
    expect(list.posters).toEqual(['a.svg', 'b.svg', 'c.svg', 'd.svg']);
  });

  it('finds the posters further down a list whose first titles have none', async () => {
    const posters = [null, null, null, null, null, null, 'a.svg', null, 'b.svg', 'c.svg', 'd.svg'];
    const titles = [];
    for (const poster of [...posters, 'e.svg']) titles.push(await buildTitle(t.app, { poster }));
    const list = await createList(alice, { title_ids: titles.map((title) => title.id) });
    expect(list.posters).toEqual(['a.svg', 'b.svg', 'c.svg', 'd.svg']);
    const none = await createList(alice, {
      title_ids: titles.slice(0, 6).map((title) => title.id),
    });
    expect(none.posters).toEqual([]);
  });

  it('pages lists with their owners and posters in a fixed number of queries', async () => {
    const { user, client } = await signedInMember(t);
    const { services, queriesOf } = countingModules(t);
    const addList = async () => {
      const titles = [await buildTitle(t.app, { poster: 'x.svg' }), await buildTitle(t.app)];
      await createList(client, { title_ids: titles.map((title) => title.id) });
    };
    const page = () => services.lists.forUser(user.id, null, { page: 1, perPage: 50 });
    await addList();
    const few = await queriesOf(page);
    await addList();
    await addList();
    const many = await queriesOf(page);
    expect(many.result.data.map((list) => list.posters)).toEqual([['x.svg'], ['x.svg'], ['x.svg']]);
    expect(many.queries).toBe(few.queries);
  });

  it('answers 401 for guests', async () => {
    expect((await t.client().get('/api/v1/lists')).statusCode).toBe(401);
  });
});

describe('GET lists/{slugOrId}', () => {
  it('shows a public list by id or slug to anyone, its items paged in list order', async () => {
    const titles = [];
    for (let n = 0; n < 5; n++) titles.push(await buildTitle(t.app, { name: `Item ${n}` }));
    const list = await createList(alice, {
      name: 'Slow Cinema Gems',
      title_ids: titles.map((title) => title.id).reverse(),
    });
    const guest = t.client();
    const byId = await guest.get(`/api/v1/lists/${list.id}`, { query: { perPage: '2' } });
    expect(byId.statusCode).toBe(200);
    const body = byId.json();
    expect(body.list).toMatchObject({ id: list.id, items_count: 5 });
    expect(body.items).toMatchObject({ total: 5, last_page: 3, current_page: 1 });
    expect(body.items.data.map((i: { name: string }) => i.name)).toEqual(['Item 4', 'Item 3']);
    expect(body.items.data[0]).toMatchObject({ order: 0, id: titles[4]!.id });
    expect(typeof body.items.data[0].list_item_id).toBe('number');
    expect(body.items.data[0].genres).toEqual([]);

    const page3 = (
      await guest.get(`/api/v1/lists/${list.id}`, { query: { perPage: '2', page: '3' } })
    ).json();
    expect(page3.items.data.map((i: { name: string }) => i.name)).toEqual(['Item 0']);

    const bySlug = await guest.get('/api/v1/lists/slow-cinema-gems');
    expect(bySlug.json().list.id).toBe(list.id);
  });

  it('reads a page of items in a fixed number of queries', async () => {
    const { services, queriesOf } = countingModules(t);
    const titles = [];
    for (let n = 0; n < 6; n++) {
      titles.push(await buildTitle(t.app, { genres: ['drama'], poster: `p/${n}.svg` }));
    }
    const short = await createList(alice, {
      title_ids: titles.slice(0, 2).map((title) => title.id),
    });
    const long = await createList(alice, { title_ids: titles.map((title) => title.id) });
    const page = (list: ListBody) => () =>
      services.lists.show(String(list.id), null, { page: 1, perPage: 50 });
    const few = await queriesOf(page(short));
    const many = await queriesOf(page(long));
    expect(many.result.items.data).toHaveLength(6);
    expect(many.result.items.data[0]!.genres).toEqual([expect.objectContaining({ name: 'drama' })]);
    expect(many.queries).toBe(few.queries);
  });

  it('hides a private list from everyone but its owner (404), by id and by slug', async () => {
    const list = await createList(alice, { name: 'Secret Stash', public: false });
    expect((await alice.get(`/api/v1/lists/${list.id}`)).statusCode).toBe(200);
    expect((await alice.get('/api/v1/lists/secret-stash')).json().list.id).toBe(list.id);
    for (const client of [bob, t.client()]) {
      expect((await client.get(`/api/v1/lists/${list.id}`)).statusCode).toBe(404);
      expect((await client.get('/api/v1/lists/secret-stash')).statusCode).toBe(404);
    }
  });

  it('answers 404 for a missing list and 422 for bad paging', async () => {
    expect((await alice.get('/api/v1/lists/999999')).statusCode).toBe(404);
    expect((await alice.get('/api/v1/lists/no-such-list')).statusCode).toBe(404);
    const list = await createList(alice);
    expectFieldErrors(await alice.get(`/api/v1/lists/${list.id}`, { query: { page: '0' } }), [
      'page',
    ]);
  });

  it('refuses visitors when the guest role lacks titles.view', async () => {
    const list = await createList(alice);
    const restore = await withoutGuestTitlesView(t.app);
    try {
      expect((await t.client().get(`/api/v1/lists/${list.id}`)).statusCode).toBe(401);
    } finally {
      await restore();
    }
  });
});

describe('PUT and DELETE lists/{id}', () => {
  it('lets the owner rename (new slug), describe and hide a list', async () => {
    const list = await createList(alice, { name: 'Old Name', description: 'Old' });
    const response = await put(alice, `/api/v1/lists/${list.id}`, {
      name: 'New Name',
      public: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().list).toMatchObject({
      name: 'New Name',
      slug: 'new-name',
      description: 'Old',
      public: false,
    });
    const cleared = await put(alice, `/api/v1/lists/${list.id}`, { description: null });
    expect(cleared.json().list).toMatchObject({ description: null, name: 'New Name' });
    expectFieldErrors(await put(alice, `/api/v1/lists/${list.id}`, { name: '' }), ['name']);
  });

  it('refuses others: 403 on a public list, 404 on a private one', async () => {
    const open = await createList(alice, { name: 'Open' });
    const closed = await createList(alice, { name: 'Closed', public: false });
    expect((await put(bob, `/api/v1/lists/${open.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await del(bob, `/api/v1/lists/${open.id}`)).statusCode).toBe(403);
    expect((await put(bob, `/api/v1/lists/${closed.id}`, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await del(bob, `/api/v1/lists/${closed.id}`)).statusCode).toBe(404);
    const title = await buildTitle(t.app);
    expect(
      (await bob.post(`/api/v1/lists/${open.id}/items`, { title_id: title.id })).statusCode,
    ).toBe(403);
    expect((await bob.get(`/api/v1/lists/${open.id}`)).json().list.name).toBe('Open');
  });

  it('deletes a list with its items', async () => {
    const title = await buildTitle(t.app);
    const list = await createList(alice, { title_ids: [title.id] });
    expect((await del(alice, `/api/v1/lists/${list.id}`)).json()).toEqual({ ok: true });
    expect((await alice.get(`/api/v1/lists/${list.id}`)).statusCode).toBe(404);
    const items = await t.app.services.db
      .selectFrom('list_items')
      .select('id')
      .where('list_id', '=', list.id)
      .execute();
    expect(items).toEqual([]);
    expect((await del(alice, `/api/v1/lists/${list.id}`)).statusCode).toBe(404);
  });

  it('answers 401 for guests on every write', async () => {
    const guest = t.client();
    expect((await put(guest, '/api/v1/lists/1', { name: 'x' })).statusCode).toBe(401);
    expect((await del(guest, '/api/v1/lists/1')).statusCode).toBe(401);
    expect((await guest.post('/api/v1/lists/1/items', { title_id: 1 })).statusCode).toBe(401);
    expect((await del(guest, '/api/v1/lists/1/items/1')).statusCode).toBe(401);
    expect((await put(guest, '/api/v1/lists/1/items/order', { title_ids: [] })).statusCode).toBe(
      401,
    );
  });
});

describe('list items', () => {
  it('adds, removes and reorders items, keeping items_count and updated_at in step', async () => {
    const [a, b, c] = [await buildTitle(t.app), await buildTitle(t.app), await buildTitle(t.app)];
    const list = await createList(alice, { title_ids: [a.id] });
    const before = await dbList(list.id);

    const added = await alice.post(`/api/v1/lists/${list.id}/items`, { title_id: b.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().list.items_count).toBe(2);
    await alice.post(`/api/v1/lists/${list.id}/items`, { title_id: c.id });
    let stored = await dbList(list.id);
    expect(stored.items_count).toBe(3);
    expect(stored.updated_at >= before.updated_at).toBe(true);
    const backdate = () =>
      t.app.services.db
        .updateTable('lists')
        .set({ updated_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', list.id)
        .execute();
    expect(await itemIds(alice, list)).toEqual([a.id, b.id, c.id]);

    const duplicate = await alice.post(`/api/v1/lists/${list.id}/items`, { title_id: b.id });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ title_id: ['This title is already in the list.'] });
    expect(
      (await alice.post(`/api/v1/lists/${list.id}/items`, { title_id: 999999 })).statusCode,
    ).toBe(404);
    expectFieldErrors(await alice.post(`/api/v1/lists/${list.id}/items`, {}), ['title_id']);

    await backdate();
    const reordered = await put(alice, `/api/v1/lists/${list.id}/items/order`, {
      title_ids: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(await itemIds(alice, list)).toEqual([c.id, a.id, b.id]);
    const orders = (await alice.get(`/api/v1/lists/${list.id}`))
      .json()
      .items.data.map((item: { order: number }) => item.order);
    expect(orders).toEqual([0, 1, 2]);
    expect((await dbList(list.id)).updated_at > '2020-01-01T00:00:00.000Z').toBe(true);

    for (const title_ids of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, b.id, 999999],
    ]) {
      const bad = await put(alice, `/api/v1/lists/${list.id}/items/order`, { title_ids });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['title_ids']);
    }
    expect(await itemIds(alice, list)).toEqual([c.id, a.id, b.id]);

    await backdate();
    const removed = await del(alice, `/api/v1/lists/${list.id}/items/${a.id}`);
    expect(removed.json().list.items_count).toBe(2);
    expect(removed.json().list.updated_at > '2020-01-01T00:00:00.000Z').toBe(true);
    expect(await itemIds(alice, list)).toEqual([c.id, b.id]);
    expect((await del(alice, `/api/v1/lists/${list.id}/items/${a.id}`)).statusCode).toBe(404);
    stored = await dbList(list.id);
    expect(stored.items_count).toBe(2);
    // a new item goes after the last one
    await alice.post(`/api/v1/lists/${list.id}/items`, { title_id: a.id });
    expect(await itemIds(alice, list)).toEqual([c.id, b.id, a.id]);
  });

  it("refuses item changes on another member's list", async () => {
    const title = await buildTitle(t.app);
    const list = await createList(alice, { title_ids: [title.id] });
    expect((await del(bob, `/api/v1/lists/${list.id}/items/${title.id}`)).statusCode).toBe(403);
    expect(
      (await put(bob, `/api/v1/lists/${list.id}/items/order`, { title_ids: [title.id] }))
        .statusCode,
    ).toBe(403);
    expect((await dbList(list.id)).items_count).toBe(1);
  });
});
