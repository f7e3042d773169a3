import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModules } from '@server/modules';
import { buildTitle } from '../support/catalogue-factories';
import { signedInMember } from '../support/community-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let guest: TestClient;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  adminId = (await admin.get('/api/v1/users/me')).json().user.id;
  guest = t.client();
});
afterAll(() => t.close());

interface List {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  public: boolean;
  site: boolean;
  items_count: number;
  user: { id: number; name: string };
}

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence} ${Date.now()}`;
const put = (url: string, body: unknown, client = admin) => client.send('PUT', url, { body });

async function createSiteList(body: Record<string, unknown> = {}): Promise<List> {
  const response = await admin.post('/api/v1/admin/lists', {
    name: unique('Staff picks'),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().list as List;
}

async function publicItems(slugOrId: string | number, client = guest): Promise<number[]> {
  const response = await client.get(`/api/v1/lists/${slugOrId}`, { query: { perPage: '100' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.data.map((item: { id: number }) => item.id);
}

async function member(permissions: string[] = []) {
  const user = await buildUser(t.app, { permissions });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

describe(`admin lists on ${testDialect()}`, () => {
  it("creates a site list, owned by the admin and shown as the site's on its public page", async () => {
    const titles = await Promise.all([1, 2, 3].map(() => buildTitle(t.app)));
    const list = await createSiteList({
      description: 'Chosen by the team',
      title_ids: titles.map((title) => title.id),
    });
    expect(list).toMatchObject({
      site: true,
      public: true,
      items_count: 3,
      description: 'Chosen by the team',
      user: { id: adminId },
    });
    const page = await guest.get(`/api/v1/lists/${list.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().list).toMatchObject({ id: list.id, site: true });
    expect(await publicItems(list.id)).toEqual(titles.map((title) => title.id));
  });

  it('adds, removes and reorders titles; the public page follows', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => buildTitle(t.app)));
    const list = await createSiteList({ title_ids: [a!.id, b!.id, c!.id] });
    const added = await admin.post(`/api/v1/admin/lists/${list.id}/items`, { title_id: d!.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().list.items_count).toBe(4);
    const twice = await admin.post(`/api/v1/admin/lists/${list.id}/items`, { title_id: d!.id });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ title_id: ['This title is already in the list.'] });
    const removed = await admin.send('DELETE', `/api/v1/admin/lists/${list.id}/items/${b!.id}`);
    expect(removed.statusCode).toBe(200);
    const order = [d!.id, a!.id, c!.id];
    const reordered = await put(`/api/v1/admin/lists/${list.id}/items/order`, {
      title_ids: order,
    });
    expect(reordered.statusCode).toBe(200);
    expect(await publicItems(list.id)).toEqual(order);
    const items = await admin.get(`/api/v1/admin/lists/${list.id}/items`);
    expect(items.statusCode).toBe(200);
    expect(items.json().total).toBe(3);
    expect(items.json().items.map((item: { id: number }) => item.id)).toEqual(order);
    const mismatch = await put(`/api/v1/admin/lists/${list.id}/items/order`, {
      title_ids: [a!.id],
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      title_ids: ['The title ids must name every title of the list exactly once.'],
    });
  });

  it("edits and deletes any member's list (moderation), and can make it the site's", async () => {
    const owner = await signedInMember(t, { name: 'Owner Member' });
    const mine = await owner.client.post('/api/v1/lists', { name: 'Rude name', public: false });
    const listId = mine.json().list.id as number;
    const edited = await put(`/api/v1/admin/lists/${listId}`, {
      name: 'Polite name',
      description: null,
      public: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().list).toMatchObject({
      name: 'Polite name',
      slug: 'polite-name',
      public: true,
      site: false,
      user: { id: owner.user.id },
    });
    const promoted = await put(`/api/v1/admin/lists/${listId}`, { site: true });
    expect(promoted.json().list.site).toBe(true);
    // the member's own endpoints keep their ownership checks
    const other = (await signedInMember(t)).client;
    expect((await put(`/api/v1/lists/${listId}`, { name: 'x' }, other)).statusCode).toBe(403);
    const deleted = await admin.send('DELETE', `/api/v1/admin/lists/${listId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Lists deleted.' });
    expect((await guest.get(`/api/v1/lists/${listId}`)).statusCode).toBe(404);
  });

  it('lists every list with search and the site, public, author, slug and ids filters', async () => {
    const marker = `marker${Date.now()}`;
    const site = await createSiteList({ name: `${marker} site`, public: false });
    const owner = await signedInMember(t);
    const theirs = (
      await owner.client.post('/api/v1/lists', { name: `${marker} member`, public: true })
    ).json().list as List;
    const list = async (query: Record<string, string>) => {
      const response = await admin.get('/api/v1/admin/lists', { query });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as List[]).map((row) => row.id);
    };
    expect(await list({ query: marker, orderBy: 'name', orderDir: 'asc' })).toEqual([
      theirs.id,
      site.id,
    ]);
    expect(await list({ query: marker, site: '1' })).toEqual([site.id]);
    expect(await list({ query: marker, site: 'false' })).toEqual([theirs.id]);
    expect(await list({ query: marker, public: '0' })).toEqual([site.id]);
    expect(await list({ user_id: String(owner.user.id) })).toEqual([theirs.id]);
    expect(await list({ slug: site.slug })).toEqual([site.id]);
    expect(
      await list({ ids: `${site.id},${theirs.id}`, orderBy: 'name', orderDir: 'desc' }),
    ).toEqual([site.id, theirs.id]);
    const bad = await admin.get('/api/v1/admin/lists', { query: { site: 'maybe', orderBy: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['orderBy', 'site']);
  });

  it('validates input (422) and answers 404 for missing or malformed ids', async () => {
    const invalid = await admin.post('/api/v1/admin/lists', {
      name: '',
      public: 'yes',
      title_ids: [999999999],
      other: true,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      public: ['The public field must be true or false.'],
      other: ['The other field is not allowed.'],
    });
    const missingTitles = await admin.post('/api/v1/admin/lists', {
      name: 'Fine',
      title_ids: [999999999],
    });
    expect(missingTitles.statusCode).toBe(422);
    expect(missingTitles.json().errors).toEqual({
      title_ids: ['Some of the selected titles do not exist.'],
    });
    const list = await createSiteList();
    const update = await put(`/api/v1/admin/lists/${list.id}`, { site: 'no', name: ' ' });
    expect(update.statusCode).toBe(422);
    expect(Object.keys(update.json().errors).sort()).toEqual(['name', 'site']);
    for (const id of ['999999', 'abc', '0']) {
      expect((await admin.get(`/api/v1/admin/lists/${id}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/v1/admin/lists/${id}/items`)).statusCode).toBe(404);
      const response = await put(`/api/v1/admin/lists/${id}`, { name: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('List not found.');
      const add = await admin.post(`/api/v1/admin/lists/${id}/items`, { title_id: 1 });
      expect(add.statusCode).toBe(404);
    }
    expect((await admin.send('DELETE', '/api/v1/admin/lists/999999')).statusCode).toBe(404);
    const title = await buildTitle(t.app);
    const notIn = await admin.send('DELETE', `/api/v1/admin/lists/${list.id}/items/${title.id}`);
    expect(notIn.statusCode).toBe(404);
  });

  it('leaves nothing half-written when a step fails', async () => {
    const titles = await Promise.all([1, 2].map(() => buildTitle(t.app)));
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'InsertQueryNode' && JSON.stringify(node).includes('"list_items"')) {
          throw new Error('database unavailable');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const modules = buildModules(t.config, t.app.services.db.withPlugin(failing));
    const me = (await admin.get('/api/v1/users/me')).json().user;
    const name = unique('Half list');
    await expect(
      modules.listAdmin.create(me, {
        name,
        description: null,
        public: true,
        title_ids: titles.map((title) => title.id),
      }),
    ).rejects.toThrow('database unavailable');
    const found = await admin.get('/api/v1/admin/lists', { query: { query: name } });
    expect(found.json().total).toBe(0);
  });

  it('refuses visitors (401), members and moderators (403); lists.update is enough', async () => {
    const list = await createSiteList();
    const title = await buildTitle(t.app);
    const calls = (client: TestClient) => [
      () => client.get('/api/v1/admin/lists'),
      () => client.get(`/api/v1/admin/lists/${list.id}`),
      () => client.get(`/api/v1/admin/lists/${list.id}/items`),
      () => client.post('/api/v1/admin/lists', { name: 'Theirs' }),
      () => put(`/api/v1/admin/lists/${list.id}`, { description: 'x' }, client),
      () => client.post(`/api/v1/admin/lists/${list.id}/items`, { title_id: title.id }),
      () => put(`/api/v1/admin/lists/${list.id}/items/order`, { title_ids: [title.id] }, client),
      () => client.send('DELETE', `/api/v1/admin/lists/${list.id}/items/${title.id}`),
      () => client.send('DELETE', '/api/v1/admin/lists/999999'),
    ];
    for (const call of calls(guest)) expect((await call()).statusCode).toBe(401);
    for (const client of [
      await member(),
      await member(['admin.access', 'comments.update', 'reviews.update']),
      await member(['admin.access', 'news.update', 'lists.create']),
    ]) {
      for (const call of calls(client)) expect((await call()).statusCode).toBe(403);
    }
    const editor = await member(['lists.update']);
    const statuses = [];
    for (const call of calls(editor)) statuses.push((await call()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 404]);
  });
});
