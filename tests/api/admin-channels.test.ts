import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminChannelRecord } from '@common/api/admin-channels';
import type { ChannelItem, ChannelPageResponse } from '@common/catalogue/catalogue-types';
import { buildModules } from '@server/modules';
import { buildTitle } from '../support/catalogue-factories';
import { buildChannel } from '../support/channels-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

let t: TestApp;
let admin: TestClient;
let guest: TestClient;
beforeAll(async () => {
  // the public channel pages are cached, so the tests see that admin writes drop them
  t = await createTestApp({ config: { cacheTtlMs: 60_000 } });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  guest = t.client();
});
afterAll(() => t.close());

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence} ${Date.now()}`;

async function member(permissions: string[] = []) {
  const user = await buildUser(t.app, { permissions });
  const client = t.client();
  await client.login(user.email, user.password);
  return client;
}

async function create(body: Record<string, unknown>): Promise<AdminChannelRecord> {
  const response = await admin.post('/api/v1/admin/channels', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().channel as AdminChannelRecord;
}

async function update(slugOrId: string | number, body: Record<string, unknown>) {
  const response = await admin.send('PUT', `/api/v1/admin/channels/${slugOrId}`, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().channel as AdminChannelRecord;
}

async function publicPage(slugOrId: string | number, query: Record<string, string> = {}) {
  const response = await guest.get(`/api/v1/channels/${slugOrId}`, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChannelPageResponse;
}

const ids = (items: ChannelItem[]) => items.map((item) => item.id);
const names = (items: ChannelItem[]) => items.map((item) => ('name' in item ? item.name : ''));

async function homepageRows(): Promise<number[]> {
  return ids((await publicPage('homepage', { perPage: '50' })).content.data);
}

async function homepage(): Promise<AdminChannelRecord> {
  const response = await admin.get('/api/v1/admin/channels/homepage');
  expect(response.statusCode).toBe(200);
  return response.json().channel as AdminChannelRecord;
}

/** The homepage's form as it is, to change one thing in it. */
function formOf(record: AdminChannelRecord): Record<string, unknown> {
  return {
    name: record.name,
    slug: record.slug,
    description: record.description,
    content_type: record.content_type,
    source: record.source,
    source_value: record.source_value,
    source_filters: record.source_filters,
    layout: record.layout,
    default_order: record.default_order,
    per_page: record.per_page,
    restriction: record.restriction,
    hidden: record.hidden,
    hide_title: record.hide_title,
    items: record.items.map((item) => item.item_id),
  };
}

describe('admin channels: curated channels', () => {
  it('creates a curated channel of titles with a slug from its name; the public page shows them in order', async () => {
    const [a, b, c] = [await buildTitle(t.app), await buildTitle(t.app), await buildTitle(t.app)];
    const name = unique('Staff Picks');
    const channel = await create({
      name,
      description: 'Chosen by us.',
      content_type: 'title',
      layout: 'carousel',
      items: [c.id, a.id, b.id],
    });
    expect(channel).toMatchObject({
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      description: 'Chosen by us.',
      content_type: 'title',
      source: 'curated',
      layout: 'carousel',
      hidden: false,
      is_homepage: false,
      items_count: 3,
    });
    expect(channel.items.map((item) => item.item_id)).toEqual([c.id, a.id, b.id]);
    expect(channel.items[0]).toMatchObject({ item_type: 'title', name: c.name });

    const page = await publicPage(channel.slug);
    expect(ids(page.content.data)).toEqual([c.id, a.id, b.id]);
    expect((await admin.get(`/api/v1/admin/channels/${channel.id}`)).json().channel.slug).toBe(
      channel.slug,
    );
  });

  it('reorders, removes and adds items; the cached public page follows at once', async () => {
    const [a, b, c] = [await buildTitle(t.app), await buildTitle(t.app), await buildTitle(t.app)];
    const channel = await create({ name: unique('Reordered'), items: [a.id, b.id] });
    expect(ids((await publicPage(channel.slug)).content.data)).toEqual([a.id, b.id]);
    const updated = await update(channel.slug, { name: channel.name, items: [c.id, b.id] });
    expect(updated.items.map((item) => item.item_id)).toEqual([c.id, b.id]);
    expect(ids((await publicPage(channel.slug)).content.data)).toEqual([c.id, b.id]);
  });

  it('uses its own page size on the public page', async () => {
    const titles = [await buildTitle(t.app), await buildTitle(t.app), await buildTitle(t.app)];
    const channel = await create({
      name: unique('Two a page'),
      per_page: 2,
      items: titles.map((title) => title.id),
    });
    const page = await publicPage(channel.slug);
    expect(page.content.per_page).toBe(2);
    expect(ids(page.content.data)).toEqual([titles[0]!.id, titles[1]!.id]);
    expect(page.content.total).toBe(3);
  });

  it('answers 422 with the field errors', async () => {
    const taken = await create({ name: unique('Taken') });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, 'name', 'The name field is required.'],
      [{ name: 'x', slug: taken.slug }, 'slug', 'The slug has already been taken.'],
      [
        { name: 'x', slug: 'Not A Slug' },
        'slug',
        'The slug may only contain lowercase letters, numbers and single dashes.',
      ],
      [{ name: 'x', slug: '123' }, 'slug', 'The slug may not be only numbers.'],
      [
        { name: 'x', content_type: 'person', source: 'upcoming' },
        'source',
        'The selected source is invalid for this content type.',
      ],
      [{ name: 'x', source: 'genre' }, 'source_value', 'The source value field is required.'],
      [
        { name: 'x', source: 'language', source_value: 'English' },
        'source_value',
        'The language must be a two or three letter code.',
      ],
      [
        { name: 'x', source: 'year_range' },
        'source_filters.yearFrom',
        'Give a year from, a year to, or both.',
      ],
      [{ name: 'x', items: [2_000_000_000] }, 'items', 'Some of the items do not exist.'],
      [{ name: 'x', items: 'abc' }, 'items', 'The items must be a list.'],
      [
        { name: 'x', layout: 'mosaic' },
        'layout',
        'Invalid option: expected one of "grid"|"carousel"|"landscape"|"list"|"news"|"hero"',
      ],
      [{ name: 'x', per_page: 500 }, 'per_page', 'The per page may not be greater than 50.'],
      [
        { name: 'x', default_order: 'name:asc', content_type: 'news', source: 'latest_news' },
        'default_order',
        'The order must be one of created_at, followed by :asc or :desc.',
      ],
      [
        { name: 'x', restriction: 'genre', content_type: 'person' },
        'restriction',
        'Only a channel of titles can be restricted.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/v1/admin/channels', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const json = response.json() as { message: string; errors: Record<string, string[]> };
      expect(typeof json.message).toBe('string');
      expect(json.errors[field], JSON.stringify(json)).toContain(message);
    }
    const clash = await admin.send('PUT', `/api/v1/admin/channels/${taken.id}`, {
      body: { name: 'x', slug: 'homepage' },
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.slug).toEqual(['The slug has already been taken.']);
  });

  it('answers 404 for a channel that does not exist', async () => {
    for (const key of ['no-such-channel', '999999', '0', 'x'.repeat(300)]) {
      expect((await admin.get(`/api/v1/admin/channels/${key}`)).statusCode).toBe(404);
    }
    const put = await admin.send('PUT', '/api/v1/admin/channels/no-such-channel', {
      body: { name: 'x' },
    });
    expect(put.statusCode).toBe(404);
    expect((await admin.send('DELETE', '/api/v1/admin/channels/999999')).statusCode).toBe(404);
    expect((await admin.send('DELETE', '/api/v1/admin/channels/abc')).statusCode).toBe(422);
  });

  it('lists channels with search, a content type filter and pages', async () => {
    const word = `zebra${Date.now()}`;
    const one = await create({
      name: `${word} one`,
      content_type: 'person',
      source: 'popular_people',
    });
    const two = await create({ name: `${word} two` });
    const listed = await admin.get('/api/v1/admin/channels', {
      query: { query: word, orderBy: 'name', orderDir: 'asc', perPage: '1' },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(listed.json().data[0]).toMatchObject({ id: one.id, items: [] });
    const people = await admin.get('/api/v1/admin/channels', {
      query: { query: word, content_type: 'person' },
    });
    expect(people.json().data.map((row: AdminChannelRecord) => row.id)).toEqual([one.id]);
    const many = await admin.get('/api/v1/admin/channels', {
      query: { ids: `${one.id},${two.id}` },
    });
    expect(many.json().total).toBe(2);
  });
});

describe('admin channels: the homepage', () => {
  it("edits the homepage's rows: adds a channel at a chosen position, the homepage shows it there", async () => {
    const title = await buildTitle(t.app);
    const row = await create({ name: unique('Homepage row'), items: [title.id] });
    const before = await homepageRows();
    expect(before).not.toContain(row.id);
    const home = await homepage();
    expect(home).toMatchObject({ is_homepage: true, content_type: 'channel', source: 'curated' });
    const order = home.items.map((item) => item.item_id);
    order.splice(1, 0, row.id);
    await update('homepage', { ...formOf(home), items: order });
    const after = await homepageRows();
    expect(after[1]).toBe(row.id);
    const nested = (await publicPage('homepage', { perPage: '50' })).content.data[1] as Extract<
      ChannelItem,
      { model_type: 'channel' }
    >;
    expect(ids(nested.items)).toEqual([title.id]);
  });

  it('refuses to delete the homepage, or change what it is', async () => {
    const home = await homepage();
    const response = await admin.send('DELETE', `/api/v1/admin/channels/${home.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The homepage cannot be deleted.');
    expect((await admin.get('/api/v1/admin/channels/homepage')).statusCode).toBe(200);
    const changed = await admin.send('PUT', '/api/v1/admin/channels/homepage', {
      body: { ...formOf(home), slug: 'front' },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.slug).toEqual(["The homepage's slug cannot be changed."]);
    const itself = await admin.send('PUT', '/api/v1/admin/channels/homepage', {
      body: { ...formOf(home), items: [home.id] },
    });
    expect(itself.statusCode).toBe(422);
    expect(itself.json().errors.items).toEqual(['A channel cannot contain itself.']);
  });

  it('a hidden channel answers 404 publicly and is skipped on the homepage', async () => {
    const title = await buildTitle(t.app);
    const row = await create({ name: unique('Soon hidden'), items: [title.id] });
    const home = await homepage();
    await update('homepage', {
      ...formOf(home),
      items: [row.id, ...(formOf(home).items as number[])],
    });
    expect((await homepageRows())[0]).toBe(row.id);
    expect((await publicPage(row.slug)).channel.id).toBe(row.id);

    await update(row.id, { name: row.name, items: [title.id], hidden: true });
    expect((await guest.get(`/api/v1/channels/${row.slug}`)).statusCode).toBe(404);
    expect((await guest.get(`/api/v1/channels/${row.id}`)).statusCode).toBe(404);
    expect(await homepageRows()).not.toContain(row.id);
    expect((await admin.get(`/api/v1/admin/channels/${row.slug}`)).json().channel.hidden).toBe(
      true,
    );
  });

  it('deleting a channel removes it from the channels that nest it', async () => {
    const row = await create({
      name: unique('Short lived'),
      items: [(await buildTitle(t.app)).id],
    });
    const home = await homepage();
    await update('homepage', {
      ...formOf(home),
      items: [...(formOf(home).items as number[]), row.id],
    });
    expect(await homepageRows()).toContain(row.id);
    const response = await admin.send('DELETE', `/api/v1/admin/channels/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Channels deleted.' });
    expect(await homepageRows()).not.toContain(row.id);
    expect((await homepage()).items.map((item) => item.item_id)).not.toContain(row.id);
    expect((await admin.get(`/api/v1/admin/channels/${row.id}`)).statusCode).toBe(404);
  });
});

describe('admin channels: automatic sources', () => {
  it('popular, upcoming, keyword, year range, language and saved discover filters list the right titles', async () => {
    const language = 'qqz';
    const old = await buildTitle(t.app, {
      year: 1871,
      release_date: '1871-01-01',
      language,
      popularity: 5,
      rating: 9,
    });
    const older = await buildTitle(t.app, {
      year: 1872,
      release_date: '1872-01-01',
      language,
      popularity: 9,
      rating: 5,
    });
    const future = await buildTitle(t.app, {
      year: 2099,
      release_date: '2099-01-01',
      language: 'qqy',
    });
    const keyword = (
      await admin.post('/api/v1/admin/keywords', { display_name: unique('Steam engines') })
    ).json().keyword as { id: number; name: string };
    const tagged = await admin.send('PUT', `/api/v1/admin/titles/${older.id}/keywords`, {
      body: { ids: [keyword.id], names: [] },
    });
    expect(tagged.statusCode).toBe(200);

    const sourced = async (body: Record<string, unknown>) =>
      ids(
        (
          await publicPage((await create({ name: unique('Auto'), ...body })).slug, {
            perPage: '50',
          })
        ).content.data,
      );

    expect(
      await sourced({ source: 'year_range', source_filters: { yearFrom: 1870, yearTo: 1872 } }),
    ).toEqual([older.id, old.id]);
    expect(await sourced({ source: 'language', source_value: language })).toEqual([
      older.id,
      old.id,
    ]);
    expect(await sourced({ source: 'keyword', source_value: keyword.name })).toEqual([older.id]);
    expect(
      await sourced({ source: 'discover', source_filters: { language, ratingFrom: 8 } }),
    ).toEqual([old.id]);
    expect(
      await sourced({
        source: 'year_range',
        source_filters: { yearFrom: 1870, yearTo: 1872 },
        default_order: 'rating:desc',
      }),
    ).toEqual([old.id, older.id]);
    const upcoming = await sourced({ source: 'upcoming' });
    expect(upcoming).toContain(future.id);
    expect(upcoming).not.toContain(old.id);
    const star = await buildTitle(t.app, { popularity: 1_000_000 });
    const popular = await sourced({ source: 'popular' });
    expect(popular[0]).toBe(star.id);
  });

  it('keeps the existing automatic query names working', async () => {
    const channel = await buildChannel(t.app, { auto_query: 'trending', name: unique('Old') });
    const record = (await admin.get(`/api/v1/admin/channels/${channel.id}`)).json().channel;
    expect(record.source).toBe('trending');
    expect((await publicPage(channel.slug)).content.data.length).toBeGreaterThan(0);
  });
});

describe('admin channels: preview and item search', () => {
  it('previews the unsaved settings through the public content code', async () => {
    const [a, b] = [await buildTitle(t.app), await buildTitle(t.app)];
    const preview = await admin.post('/api/v1/admin/channels/preview', {
      content_type: 'title',
      items: [b.id, a.id],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(ids(preview.json().items)).toEqual([b.id, a.id]);
    expect(names(preview.json().items)).toEqual([b.name, a.name]);

    const auto = await admin.post('/api/v1/admin/channels/preview', {
      source: 'year_range',
      source_filters: { yearFrom: 1871, yearTo: 1871 },
    });
    expect(auto.statusCode).toBe(200);
    expect(auto.json().items.every((item: { year: number }) => item.year === 1871)).toBe(true);

    const bad = await admin.post('/api/v1/admin/channels/preview', { source: 'genre' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.source_value).toEqual(['The source value field is required.']);
  });

  it('finds channels a channel of channels can add (never the homepage or itself)', async () => {
    const word = `lynx${Date.now()}`;
    const one = await create({ name: `${word} a` });
    const two = await create({ name: `${word} b` });
    const found = await admin.get('/api/v1/admin/channel-items', {
      query: { type: 'channel', query: word, except: String(one.id) },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([
      { item_type: 'channel', item_id: two.id, name: two.name, description: two.slug, image: null },
    ]);
    const home = await admin.get('/api/v1/admin/channel-items', {
      query: { type: 'channel', query: 'homepage' },
    });
    const homeId = (await homepage()).id;
    expect(home.json().items.length).toBeGreaterThan(0);
    expect(home.json().items.map((item: { item_id: number }) => item.item_id)).not.toContain(
      homeId,
    );
    const bad = await admin.get('/api/v1/admin/channel-items', { query: { type: 'film' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('admin channels: writes are whole', () => {
  it('leaves nothing half-written when storing the items fails', async () => {
    const [a, b] = [await buildTitle(t.app), await buildTitle(t.app)];
    const channel = await create({ name: unique('Whole'), items: [a.id] });
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'InsertQueryNode' && JSON.stringify(node).includes('"channel_items"')) {
          throw new Error('database unavailable');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const modules = buildModules(t.config, t.app.services.db.withPlugin(failing));
    const name = unique('Never stored');
    await expect(
      modules.channelAdmin.create({
        name,
        content_type: 'title',
        source: 'curated',
        layout: 'grid',
        hidden: false,
        hide_title: false,
        items: [a.id],
      }),
    ).rejects.toThrow('database unavailable');
    const listed = await admin.get('/api/v1/admin/channels', { query: { query: name } });
    expect(listed.json().total).toBe(0);

    await expect(
      modules.channelAdmin.update(String(channel.id), {
        name: 'Renamed',
        content_type: 'title',
        source: 'curated',
        layout: 'grid',
        hidden: false,
        hide_title: false,
        items: [b.id],
      }),
    ).rejects.toThrow('database unavailable');
    const kept = (await admin.get(`/api/v1/admin/channels/${channel.id}`)).json().channel;
    expect(kept.name).toBe(channel.name);
    expect(kept.items.map((item: { item_id: number }) => item.item_id)).toEqual([a.id]);
  });
});

describe('admin channels: access', () => {
  it('refuses visitors (401), members and moderators (403); channels.update is enough', async () => {
    const title = await buildTitle(t.app);
    const calls = (client: TestClient, id: number) => [
      () => client.get('/api/v1/admin/channels'),
      () => client.get(`/api/v1/admin/channels/${id}`),
      () => client.get('/api/v1/admin/channel-items', { query: { type: 'channel' } }),
      () => client.post('/api/v1/admin/channels/preview', { items: [title.id] }),
      () => client.post('/api/v1/admin/channels', { name: unique('By') }),
      () => client.send('PUT', `/api/v1/admin/channels/${id}`, { body: { name: unique('Re') } }),
      () => client.send('DELETE', `/api/v1/admin/channels/${id}`),
    ];
    const statuses = async (client: TestClient, id: number) => {
      const codes: number[] = [];
      for (const call of calls(client, id)) codes.push((await call()).statusCode);
      return codes;
    };
    const target = await create({ name: unique('Guarded') });
    expect(await statuses(t.client(), target.id)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(await statuses(await member(), target.id)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const moderator = await member(['admin.access', 'comments.update', 'reviews.update']);
    expect(await statuses(moderator, target.id)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    const editor = await member(['channels.update']);
    expect(await statuses(editor, target.id)).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });
});
