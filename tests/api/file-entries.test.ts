import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../support/community-factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { opaqueBytes, tinyPng, uploadFile, type PlainUpload } from '../support/uploads';

/** GET file-entries, GET file-entries/{id}, delete, restore: permissions and ownership. */
let t: TestApp;
let admin: TestClient;
/** Two members who may upload, and one who may manage everyone's files. */
let alice: Awaited<ReturnType<typeof signedInMember>>;
let bob: Awaited<ReturnType<typeof signedInMember>>;
let manager: Awaited<ReturnType<typeof signedInMember>>;
const PNG = tinyPng();

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  alice = await signedInMember(t, { permissions: ['files.create'] });
  bob = await signedInMember(t, { permissions: ['files.create'] });
  manager = await signedInMember(t, { permissions: ['files.update'] });
});
afterAll(() => t.close());

type Entry = { id: number; url: string; file_name: string; path: string; parent_id: number | null };

async function upload(client: TestClient, upload: Partial<PlainUpload> = {}): Promise<Entry> {
  const response = await uploadFile(client, {
    name: 'a.png',
    bytes: PNG,
    type: 'image/png',
    ...upload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fileEntry;
}

const list = (client: TestClient, query: Record<string, string> = {}) =>
  client.get('/api/v1/file-entries', { query: { perPage: '100', ...query } });

async function listedIds(client: TestClient, query: Record<string, string> = {}) {
  const response = await list(client, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Entry[]).map((entry) => entry.id);
}

const remove = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/v1/file-entries/delete', body);
const restore = (client: TestClient, entryIds: number[]) =>
  client.post('/api/v1/file-entries/restore', { entryIds });
const show = (client: TestClient, id: number) => client.get(`/api/v1/file-entries/${id}`);
const stored = (entry: Entry) =>
  path.join(t.config.storageDir, 'uploads', 'files', entry.file_name);

describe('permissions', () => {
  it('refuses guests (401) and members with neither files.create nor files.update (403)', async () => {
    const entry = await upload(alice.client);
    const guest = t.client();
    expect((await list(guest)).statusCode).toBe(401);
    expect((await show(guest, entry.id)).statusCode).toBe(401);
    expect((await remove(guest, { entryIds: [entry.id] })).statusCode).toBe(401);
    expect((await restore(guest, [entry.id])).statusCode).toBe(401);
    const { client } = await signedInMember(t);
    expect((await list(client)).statusCode).toBe(403);
    expect((await show(client, entry.id)).statusCode).toBe(403);
    expect((await remove(client, { entryIds: [entry.id] })).statusCode).toBe(403);
    expect((await restore(client, [entry.id])).statusCode).toBe(403);
    expect((await show(alice.client, entry.id)).json().fileEntry.deleted_at).toBeNull();
  });
});

describe('ownership', () => {
  it("keeps a member's private files from another member; files.update reaches everyone's", async () => {
    const mine = await upload(alice.client, { name: 'alice.png' });
    const theirs = await upload(bob.client, { name: 'bob.png' });

    expect(await listedIds(alice.client)).toContain(mine.id);
    expect(await listedIds(alice.client)).not.toContain(theirs.id);
    expect(await listedIds(alice.client, { owner: String(bob.user.id) })).toEqual([]);
    const everyone = await listedIds(manager.client);
    expect(everyone).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await listedIds(admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    expect((await show(alice.client, mine.id)).json().fileEntry.id).toBe(mine.id);
    const hidden = await show(alice.client, theirs.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('The file does not exist.');
    expect((await show(alice.client, 999999)).statusCode).toBe(404);
    expect((await show(manager.client, theirs.id)).statusCode).toBe(200);

    expect((await alice.client.get(`/${theirs.url}`)).statusCode).toBe(404);
    expect((await t.client().get(`/${theirs.url}`)).statusCode).toBe(404);
    expect((await bob.client.get(`/${theirs.url}`)).statusCode).toBe(200);
    expect((await manager.client.get(`/${theirs.url}`)).statusCode).toBe(200);

    expect((await remove(alice.client, { entryIds: [theirs.id] })).statusCode).toBe(404);
    expect(
      (await remove(alice.client, { entryIds: [theirs.id], deleteForever: true })).statusCode,
    ).toBe(404);
    // by url, someone else's file is not found, so nothing happens to it
    expect(
      (await remove(alice.client, { paths: [theirs.url], deleteForever: true })).statusCode,
    ).toBe(200);
    expect(existsSync(stored(theirs))).toBe(true);
    expect((await show(bob.client, theirs.id)).json().fileEntry.deleted_at).toBeNull();

    expect((await remove(manager.client, { entryIds: [theirs.id] })).statusCode).toBe(200);
    expect((await show(bob.client, theirs.id)).json().fileEntry.deleted_at).not.toBeNull();
    expect((await restore(alice.client, [theirs.id])).statusCode).toBe(404);
    expect((await restore(manager.client, [theirs.id])).statusCode).toBe(200);
    expect((await show(bob.client, theirs.id)).json().fileEntry.deleted_at).toBeNull();
  });

  it('serves public entries to anyone while they are live', async () => {
    const pub = await upload(alice.client, { metadata: { disk: 'public' } });
    const served = await t.client().get(`/${pub.url}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    // its entry is still the owner's to list and read
    expect((await show(bob.client, pub.id)).statusCode).toBe(404);

    await remove(alice.client, { entryIds: [pub.id] });
    expect((await t.client().get(`/${pub.url}`)).statusCode).toBe(404);
    expect((await bob.client.get(`/${pub.url}`)).statusCode).toBe(404);
    const owner = await alice.client.get(`/${pub.url}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
  });

  it('answers 404 for unknown file names and for folders', async () => {
    const inFolder = await upload(alice.client, { metadata: { relativePath: 'dir/a.png' } });
    const folder = (await show(alice.client, inFolder.parent_id!)).json().fileEntry;
    for (const name of ['nothing-here', '..%2F..%2Fapp.key', folder.file_name, 'a'.repeat(100)]) {
      expect((await alice.client.get(`/uploads/files/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('GET file-entries: filters, search, sort', () => {
  let carol: Awaited<ReturnType<typeof signedInMember>>;
  let entries: Record<string, Entry>;

  beforeAll(async () => {
    carol = await signedInMember(t, { permissions: ['files.create'] });
    entries = {
      poster: await upload(carol.client, { name: 'Summer Poster.png' }),
      notes: await upload(carol.client, {
        name: 'notes.txt',
        bytes: Buffer.from('Some notes about the film, long enough to sort by size.\n'),
        type: 'text/plain',
      }),
      data: await upload(carol.client, { name: 'data.bin', bytes: opaqueBytes(5000) }),
      nested: await upload(carol.client, {
        name: 'still.png',
        metadata: { relativePath: 'Stills/still.png' },
      }),
    };
  });

  it('answers the pagination wrapper', async () => {
    const page = (
      await list(carol.client, { perPage: '2', page: '2', orderBy: 'id', orderDir: 'asc' })
    ).json();
    expect(page).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
      from: 3,
      to: 4,
    });
    expect(page.data).toHaveLength(2);
  });

  it('filters by type, search, parent, owner, ids and date', async () => {
    const ids = (query: Record<string, string>) => listedIds(carol.client, query);
    const { poster, notes, data, nested } = entries;
    expect(await ids({ type: 'image', orderBy: 'id', orderDir: 'asc' })).toEqual([
      poster.id,
      nested.id,
    ]);
    expect(await ids({ type: 'text,file', orderBy: 'id', orderDir: 'asc' })).toEqual([
      notes.id,
      data.id,
    ]);
    expect(await ids({ type: 'folder' })).toEqual([nested.parent_id]);
    expect(await ids({ search: 'sUMMER' })).toEqual([poster.id]);
    expect(await ids({ query: 'poster' })).toEqual([poster.id]);
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ parentId: String(nested.parent_id) })).toEqual([nested.id]);
    expect((await ids({ parentId: '0' })).sort()).toEqual(
      [poster.id, notes.id, data.id, nested.parent_id].sort(),
    );
    expect(await listedIds(manager.client, { owner: String(carol.user.id), type: 'text' })).toEqual(
      [notes.id],
    );
    expect(await ids({ ids: `${poster.id},${data.id}`, orderBy: 'id', orderDir: 'asc' })).toEqual([
      poster.id,
      data.id,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ date: today })).toHaveLength(5);
    expect(await ids({ date: `${today},` })).toHaveLength(5);
    expect(await ids({ date: ',2020-01-01' })).toEqual([]);
    // spec 7.1's active workspace narrows the list like the workspace filter
    expect(await ids({ workspaceId: '3' })).toEqual([]);
    expect(await ids({ workspace: '0', workspaceId: '3' })).toHaveLength(5);
    expect(
      await ids({ date: `2020-01-01T00:00:00Z,${new Date(Date.now() + 60_000).toISOString()}` }),
    ).toHaveLength(5);
  });

  it('sorts by name (ignoring case), size, type and dates, both ways', async () => {
    const names = async (query: Record<string, string>) =>
      ((await list(carol.client, query)).json().data as Array<{ name: string }>).map((e) => e.name);
    expect(await names({ orderBy: 'name', orderDir: 'asc' })).toEqual([
      'data.bin',
      'notes.txt',
      'still.png',
      'Stills',
      'Summer Poster.png',
    ]);
    // equal sizes fall back to the id, in the same direction
    expect(await names({ orderBy: 'file_size', orderDir: 'desc' })).toEqual([
      'data.bin',
      'still.png',
      'Summer Poster.png',
      'notes.txt',
      'Stills',
    ]);
    expect(await names({ orderBy: 'type', orderDir: 'asc' })).toEqual([
      'data.bin',
      'Stills',
      'Summer Poster.png',
      'still.png',
      'notes.txt',
    ]);
    expect((await names({ orderBy: 'created_at' })).length).toBe(5);
    expect((await names({ orderBy: 'updated_at', orderDir: 'asc' })).length).toBe(5);
  });

  it('answers 422 for bad filters, never a 500', async () => {
    for (const [name, value, field] of [
      ['type', 'movie', 'type'],
      ['orderBy', 'password', 'orderBy'],
      ['date', 'yesterday', 'date'],
      ['date', '2024-02-30', 'date'],
      ['date', '2024-05-02,2024-05-01', 'date'],
      ['owner', 'x', 'owner'],
      ['owner', '99999999999', 'owner'],
      ['parentId', '-1', 'parentId'],
      ['deleted', 'maybe', 'deleted'],
    ] as const) {
      const response = await list(carol.client, { [name]: value });
      expect(response.statusCode, `${name}=${value}`).toBe(422);
      expect(Object.keys(response.json().errors), `${name}=${value}`).toEqual([field]);
    }
    expect((await show(carol.client, 0)).statusCode).toBe(422);
    expect((await carol.client.get('/api/v1/file-entries/abc')).statusCode).toBe(422);
  });
});

describe('trash, restore and delete forever', () => {
  it('moves an entry to the trash: out of the list, into deleted=1, back with restore', async () => {
    const entry = await upload(alice.client);
    const trashed = await remove(alice.client, { entryIds: [entry.id] });
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json().message).toBe('Files moved to the trash.');
    expect(await listedIds(alice.client)).not.toContain(entry.id);
    expect(await listedIds(alice.client, { deleted: '1' })).toContain(entry.id);
    expect(existsSync(stored(entry))).toBe(true);

    const restored = await restore(alice.client, [entry.id]);
    expect(restored.statusCode).toBe(200);
    expect(await listedIds(alice.client)).toContain(entry.id);
    expect(await listedIds(alice.client, { deleted: '1' })).not.toContain(entry.id);
  });

  it('trashes a folder with its contents and restores what went with it, not what went before', async () => {
    const a = await upload(alice.client, {
      name: 'a.png',
      metadata: { relativePath: 'Trip/a.png' },
    });
    const b = await upload(alice.client, {
      name: 'b.png',
      metadata: { relativePath: 'Trip/Day 1/b.png' },
    });
    const earlier = await upload(alice.client, {
      name: 'c.png',
      metadata: { relativePath: 'Trip/c.png' },
    });
    const trip = a.parent_id!;
    await remove(alice.client, { entryIds: [earlier.id] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await remove(alice.client, { entryIds: [trip] });
    const inTrash = await listedIds(alice.client, { deleted: '1' });
    expect(inTrash).toEqual(expect.arrayContaining([trip, a.id, b.id, b.parent_id, earlier.id]));

    await restore(alice.client, [trip]);
    const live = await listedIds(alice.client);
    expect(live).toEqual(expect.arrayContaining([trip, a.id, b.id, b.parent_id]));
    expect(live).not.toContain(earlier.id);

    // restoring a file inside a trashed folder brings the folder back, not its other contents
    await remove(alice.client, { entryIds: [trip] });
    await restore(alice.client, [b.id]);
    const after = await listedIds(alice.client);
    expect(after).toEqual(expect.arrayContaining([trip, b.parent_id, b.id]));
    expect(after).not.toContain(a.id);
  });

  it('deletes forever: rows and bytes gone, folders with everything below them', async () => {
    const loose = await upload(alice.client);
    const a = await upload(alice.client, { metadata: { relativePath: 'Old/a.png' } });
    const b = await upload(alice.client, { metadata: { relativePath: 'Old/Deeper/b.png' } });
    const response = await remove(alice.client, {
      entryIds: [loose.id, a.parent_id],
      deleteForever: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Files deleted.');
    for (const entry of [loose, a, b]) {
      expect((await show(alice.client, entry.id)).statusCode).toBe(404);
      expect(existsSync(stored(entry))).toBe(false);
      expect((await alice.client.get(`/${entry.url}`)).statusCode).toBe(404);
    }
    expect((await show(alice.client, b.parent_id!)).statusCode).toBe(404);
  });

  it('deletes by url (paths), as an image field replacing its image does', async () => {
    const entry = await upload(alice.client, { metadata: { disk: 'public' } });
    const response = await remove(alice.client, {
      paths: [`/${entry.url}`, 'https://elsewhere.example/x.png', 'art/poster/1.svg'],
      deleteForever: true,
    });
    expect(response.statusCode).toBe(200);
    expect(existsSync(stored(entry))).toBe(false);
    expect((await show(alice.client, entry.id)).statusCode).toBe(404);
  });

  it('validates the payloads', async () => {
    const empty = await remove(alice.client, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ entryIds: ['Select at least one file.'] });
    const bad = await remove(alice.client, { entryIds: ['1'], deleteForever: 'yes' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['deleteForever', 'entryIds.0']);
    expect((await restore(alice.client, [])).json().errors).toEqual({
      entryIds: ['Select at least one file.'],
    });
    expect((await remove(alice.client, { entryIds: [1], colour: 'red' })).json().errors).toEqual({
      colour: ['The colour field is not allowed.'],
    });
  });
});
