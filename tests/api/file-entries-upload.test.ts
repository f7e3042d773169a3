import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../support/community-factories';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import {
  filesUnder,
  multipartForm,
  opaqueBytes,
  sha256,
  tinyPng,
  uploadFile,
} from '../support/uploads';

/** POST file-entries (spec 7.8, plain): who may upload, spec 5's rules, quota, folders. */
let t: TestApp;
let admin: TestClient;
const MB = 1024 * 1024;
const PNG = tinyPng();
const NOT_ALLOWED = 'This file type is not allowed';

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

const DEFAULT_RULES = {
  'uploading.max_size_mb': 2048,
  'uploading.allowed_types': '',
  'uploading.blocked_types': 'exe,msi,bat,cmd,com,scr,sh,php,phtml,jar',
};
afterEach(async () => {
  await t.app.services.settings.save(DEFAULT_RULES);
});

const uploadsRoot = () => path.join(t.config.storageDir, 'uploads');
const uploader = () => signedInMember(t, { permissions: ['files.create'] });

/** Rows in file_entries and files in storage: what a refused upload must leave unchanged. */
async function footprint() {
  const rows = await t.app.services.db
    .selectFrom('file_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows: Number(rows.count), files: await filesUnder(uploadsRoot()) };
}

async function expectRefused(
  response: { statusCode: number; json(): { message: string; errors: Record<string, string[]> } },
  status: number,
  message: string,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().errors).toEqual({ [field]: [message] });
}

describe('who may upload', () => {
  it('refuses guests (401) and members without files.create (403), storing nothing', async () => {
    const before = await footprint();
    const guest = await uploadFile(t.client(), { name: 'a.png', bytes: PNG, type: 'image/png' });
    expect(guest.statusCode).toBe(401);
    const { client } = await signedInMember(t);
    const member = await uploadFile(client, { name: 'a.png', bytes: PNG, type: 'image/png' });
    expect(member.statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('stores the bytes and answers {fileEntry} with the entry JSON of issue 13', async () => {
    const { user, client } = await uploader();
    const response = await uploadFile(client, {
      name: 'Poster été.png',
      bytes: PNG,
      type: 'image/png',
      fields: { clientMime: 'image/png', clientExtension: 'png' },
    });
    expect(response.statusCode).toBe(200);
    const entry = response.json().fileEntry;
    expect(entry).toMatchObject({
      name: 'Poster été.png',
      file_size: PNG.length,
      mime: 'image/png',
      extension: 'png',
      type: 'image',
      path: String(entry.id),
      parent_id: null,
      workspace_id: 0,
      disk: 'uploads',
      owner_id: user.id,
      deleted_at: null,
    });
    expect(entry.file_name).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry.url).toBe(`uploads/files/${entry.file_name}`);
    expect(entry.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const stored = path.join(uploadsRoot(), 'files', entry.file_name);
    expect(sha256(readFileSync(stored))).toBe(sha256(PNG));
    expect(await filesUnder(path.join(uploadsRoot(), 'tmp'))).toEqual([]);
  });

  it('takes the target from the metadata JSON or from fields of the same names', async () => {
    const { client } = await uploader();
    const viaMetadata = await uploadFile(client, {
      name: 'a.png',
      bytes: PNG,
      metadata: { disk: 'public', parentId: null, relativePath: null, extra: 'ignored' },
    });
    expect(viaMetadata.statusCode).toBe(200);
    expect(viaMetadata.json().fileEntry.disk).toBe('public');
    const viaFields = await uploadFile(client, {
      name: 'b.png',
      bytes: PNG,
      fields: { disk: 'public', parentId: '', name: 'b.png', type: 'image/png' },
    });
    expect(viaFields.statusCode).toBe(200);
    expect(viaFields.json().fileEntry.disk).toBe('public');
  });

  it('answers 422 on bad fields and a missing file, 403 for a workspace the user is not in', async () => {
    const { client } = await uploader();
    const before = await footprint();
    const badDisk = await uploadFile(client, {
      name: 'a.png',
      bytes: PNG,
      metadata: { disk: 'c' },
    });
    expect(badDisk.statusCode).toBe(422);
    expect(badDisk.json().errors.disk).toEqual(['The disk must be public or uploads.']);
    const badJson = await uploadFile(client, {
      name: 'a.png',
      bytes: PNG,
      fields: { metadata: '{' },
    });
    expect(badJson.json().errors.metadata).toEqual(['The metadata must be a JSON object.']);
    const badParent = await uploadFile(client, {
      name: 'a.png',
      bytes: PNG,
      fields: { parentId: 'abc' },
    });
    expect(badParent.statusCode).toBe(422);
    expect(Object.keys(badParent.json().errors)).toEqual(['parentId']);
    const noFile = await client.send(
      'POST',
      '/api/v1/file-entries',
      multipartForm([{ name: 'clientMime', value: 'image/png' }]),
    );
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['The file field is required.']);
    const json = await client.post('/api/v1/file-entries', {});
    expect(json.statusCode).toBe(422);
    const workspace = await uploadFile(client, {
      name: 'a.png',
      bytes: PNG,
      metadata: { workspaceId: 7 },
    });
    expect(workspace.statusCode).toBe(403);
    const twoFiles = await client.send(
      'POST',
      '/api/v1/file-entries',
      multipartForm([
        { name: 'file', value: PNG, filename: 'a.png', type: 'image/png' },
        { name: 'file', value: PNG, filename: 'b.png', type: 'image/png' },
      ]),
    );
    expect(twoFiles.statusCode).toBe(422);
    expect(twoFiles.json().errors.file).toEqual(['Only one file can be uploaded at a time.']);
    const malformed = await client.send('POST', '/api/v1/file-entries', {
      body: Buffer.from(
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      ),
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await footprint()).toEqual(before);
  });
});

describe('file names', () => {
  it('refuses a file without a name or with one longer than its row holds', async () => {
    const { client } = await uploader();
    const before = await footprint();
    const post = (parts: Parameters<typeof multipartForm>[0]) =>
      client.send('POST', '/api/v1/file-entries', multipartForm(parts));
    const unnamed = await post([{ name: 'file', value: PNG, filename: '', type: 'image/png' }]);
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors).toEqual({ file: ['The file needs a name.'] });
    const bare = await post([{ name: 'file', value: PNG, type: 'application/octet-stream' }]);
    expect(bare.json().errors).toEqual({ file: ['The file needs a name.'] });
    const long = await uploadFile(client, {
      name: `${'a'.repeat(252)}.png`,
      bytes: PNG,
      type: 'image/png',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      file: ['The file name may not be longer than 255 characters.'],
    });
    expect(await footprint()).toEqual(before);
  });

  it('keeps a name of 255 characters, and an over-long extension counts as none', async () => {
    const { client } = await uploader();
    const name = `${'a'.repeat(200)}.${'b'.repeat(54)}`;
    const response = await uploadFile(client, {
      name,
      bytes: Buffer.from('some text'),
      type: 'text/plain',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().fileEntry).toMatchObject({ name, extension: '', mime: 'text/plain' });
  });
});

describe('a storage failure', () => {
  it('is answered as ours (500), not blamed on the upload, and leaves no row', async () => {
    const { client } = await uploader();
    const before = await footprint();
    // a file where the temporary folder should be: storage cannot write there
    const blocker = path.join(uploadsRoot(), 'tmp');
    await rm(blocker, { recursive: true, force: true });
    await writeFile(blocker, 'not a folder');
    try {
      const response = await uploadFile(client, { name: 'a.png', bytes: PNG, type: 'image/png' });
      expect(response.statusCode).toBe(500);
    } finally {
      await rm(blocker, { force: true });
    }
    const after = await footprint();
    expect(after.rows).toBe(before.rows);
  });
});

describe('spec 5 restrictions, with their messages', () => {
  it('refuses a file over the maximum size, whether cut off at the limit or one byte over', async () => {
    await t.app.services.settings.save({ 'uploading.max_size_mb': 1 });
    const { client } = await uploader();
    const before = await footprint();
    const message = '`big.bin` exceeds maximum allowed size of 1 MB';
    for (const size of [MB + 1, 3 * MB]) {
      const response = await uploadFile(client, { name: 'big.bin', bytes: opaqueBytes(size) });
      await expectRefused(response, 422, message, 'file');
    }
    expect(await footprint()).toEqual(before);
    const exact = await uploadFile(client, { name: 'fits.bin', bytes: opaqueBytes(MB) });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().fileEntry.file_size).toBe(MB);
  });

  it('allows types by mime pattern and by extension', async () => {
    const { client } = await uploader();
    const text = Buffer.from('Just some notes.\n');
    await t.app.services.settings.save({ 'uploading.allowed_types': 'image/*' });
    const png = { name: 'a.png', bytes: PNG, type: 'image/png' };
    expect((await uploadFile(client, png)).statusCode).toBe(200);
    await expectRefused(
      await uploadFile(client, { name: 'notes.txt', bytes: text, type: 'text/plain' }),
      422,
      NOT_ALLOWED,
      'file',
    );
    await t.app.services.settings.save({ 'uploading.allowed_types': 'pdf, .TXT' });
    expect((await uploadFile(client, { name: 'notes.txt', bytes: text })).statusCode).toBe(200);
    await expectRefused(await uploadFile(client, png), 422, NOT_ALLOWED);
  });

  it('blocks types by extension and by mime pattern, judged on the real bytes', async () => {
    const { client } = await uploader();
    const before = await footprint();
    await expectRefused(
      await uploadFile(client, { name: 'setup.exe', bytes: opaqueBytes(100) }),
      422,
      NOT_ALLOWED,
      'file',
    );
    await t.app.services.settings.save({ 'uploading.blocked_types': 'image/*, text/html' });
    await expectRefused(await uploadFile(client, { name: 'a.png', bytes: PNG }), 422, NOT_ALLOWED);
    // HTML claiming to be plain text is judged by its bytes
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    await expectRefused(
      await uploadFile(client, {
        name: 'page.txt',
        bytes: html,
        type: 'text/plain',
        fields: { clientMime: 'text/plain', clientExtension: 'txt' },
      }),
      422,
      NOT_ALLOWED,
    );
    expect(await footprint()).toEqual(before);
  });

  it('refuses a fake PNG (text bytes named x.png) by sniffing, leaving no row and no file', async () => {
    const { client } = await uploader();
    const before = await footprint();
    const response = await uploadFile(client, {
      name: 'x.png',
      bytes: Buffer.from('I am not a picture, only some text.'),
      type: 'image/png',
      fields: { clientMime: 'image/png', clientExtension: 'png' },
    });
    await expectRefused(response, 422, NOT_ALLOWED, 'file');
    expect(await footprint()).toEqual(before);
  });

  it('stores the sniffed type rather than the claimed one', async () => {
    const { client } = await uploader();
    const response = await uploadFile(client, {
      name: 'photo.jpg',
      bytes: PNG,
      type: 'image/jpeg',
      fields: { clientMime: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().fileEntry).toMatchObject({ mime: 'image/png', extension: 'png' });
  });
});

describe('the space quota (a files.create restriction on a role)', () => {
  it('refuses the upload that would pass it, with its message, and keeps nothing', async () => {
    const role = await admin.post('/api/v1/roles', {
      name: 'Small uploaders',
      permissions: [{ name: 'files.create', restrictions: [{ name: 'space', value: 1 }] }],
    });
    expect(role.statusCode).toBe(200);
    const user = await buildUser(t.app, { withDefaultRole: false });
    const assigned = await admin.send('PUT', `/api/v1/admin/users/${user.id}`, {
      body: { roles: [role.json().role.id] },
    });
    expect(assigned.statusCode).toBe(200);
    const client = t.client();
    await client.login(user.email, user.password);

    const first = await uploadFile(client, { name: 'one.bin', bytes: opaqueBytes(700 * 1024) });
    expect(first.statusCode).toBe(200);
    const before = await footprint();
    const second = await uploadFile(client, { name: 'two.bin', bytes: opaqueBytes(700 * 1024) });
    await expectRefused(second, 403, 'This upload would exceed your storage space of 1 MB.');
    expect(await footprint()).toEqual(before);
  });
});

async function entry(client: TestClient, id: number) {
  const response = await client.get(`/api/v1/file-entries/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().fileEntry;
}

describe('relativePath: folders for a dropped folder', () => {
  it('creates the missing folders under parentId, owned by the uploader, and reuses live ones', async () => {
    const { user, client } = await uploader();
    const first = (
      await uploadFile(client, {
        name: 'a.png',
        bytes: PNG,
        metadata: { relativePath: 'photos/2024/a.png' },
      })
    ).json().fileEntry;
    const year = await entry(client, first.parent_id);
    const photos = await entry(client, year.parent_id);
    expect(photos).toMatchObject({
      name: 'photos',
      type: 'folder',
      parent_id: null,
      owner_id: user.id,
    });
    expect(year).toMatchObject({ name: '2024', type: 'folder', owner_id: user.id });
    expect(year.path).toBe(`${photos.id}/${year.id}`);
    expect(first.path).toBe(`${photos.id}/${year.id}/${first.id}`);

    const second = (
      await uploadFile(client, {
        name: 'b.png',
        bytes: PNG,
        fields: { relativePath: '/photos/2024/b.png' },
      })
    ).json().fileEntry;
    expect(second.parent_id).toBe(year.id);
    const third = (
      await uploadFile(client, {
        name: 'c.png',
        bytes: PNG,
        metadata: { relativePath: 'photos/c.png' },
      })
    ).json().fileEntry;
    expect(third.parent_id).toBe(photos.id);

    // under a given folder
    const nested = (
      await uploadFile(client, {
        name: 'd.png',
        bytes: PNG,
        metadata: { parentId: photos.id, relativePath: 'more/d.png' },
      })
    ).json().fileEntry;
    const more = await entry(client, nested.parent_id);
    expect(more).toMatchObject({
      name: 'more',
      parent_id: photos.id,
      path: `${photos.id}/${more.id}`,
    });

    // another member's 'photos' is not reused
    const other = await uploader();
    const theirs = (
      await uploadFile(other.client, {
        name: 'e.png',
        bytes: PNG,
        metadata: { relativePath: 'photos/e.png' },
      })
    ).json().fileEntry;
    expect(theirs.parent_id).not.toBe(photos.id);

    // nor is a folder in the trash
    await client.post('/api/v1/file-entries/delete', { entryIds: [photos.id] });
    const afterTrash = (
      await uploadFile(client, {
        name: 'f.png',
        bytes: PNG,
        metadata: { relativePath: 'photos/f.png' },
      })
    ).json().fileEntry;
    expect(afterTrash.parent_id).not.toBe(photos.id);
  });

  it("refuses unsafe paths and another member's folder, creating nothing", async () => {
    const { client } = await uploader();
    const other = await uploader();
    const folder = (
      await uploadFile(other.client, {
        name: 'a.png',
        bytes: PNG,
        metadata: { relativePath: 'mine/a.png' },
      })
    ).json().fileEntry.parent_id;
    const before = await footprint();
    for (const relativePath of ['../etc/a.png', 'a//b.png', 'x/./a.png']) {
      const response = await uploadFile(client, {
        name: 'a.png',
        bytes: PNG,
        metadata: { relativePath },
      });
      expect(response.statusCode, relativePath).toBe(422);
      expect(response.json().errors, relativePath).toEqual({
        relativePath: ['The relative path is not valid.'],
      });
    }
    const intoTheirs = await uploadFile(client, {
      name: 'a.png',
      bytes: PNG,
      metadata: { parentId: folder, relativePath: 'sub/a.png' },
    });
    expect(intoTheirs.statusCode).toBe(404);
    expect(intoTheirs.json().message).toBe('The folder does not exist.');
    const missing = await uploadFile(client, {
      name: 'a.png',
      bytes: PNG,
      metadata: { parentId: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('creates no folder when the file itself is refused', async () => {
    const { client } = await uploader();
    const before = await footprint();
    const response = await uploadFile(client, {
      name: 'x.png',
      bytes: Buffer.from('plain text'),
      metadata: { relativePath: 'album/x.png' },
    });
    expect(response.statusCode).toBe(422);
    expect(await footprint()).toEqual(before);
  });
});

describe('the uploads rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { RATE_LIMITS: JSON.stringify({ uploads: { max: 2 } }) },
    });
  });
  afterAll(() => limited.close());

  it('counts plain uploads per user and answers 429 past the limit', async () => {
    const sign = async () => {
      const user = await buildUser(limited.app, { permissions: ['files.create'] });
      const client = limited.client();
      await client.login(user.email, user.password);
      return client;
    };
    const [first, second] = [await sign(), await sign()];
    const png = { name: 'a.png', bytes: PNG, type: 'image/png' };
    expect((await uploadFile(first, png)).statusCode).toBe(200);
    expect((await uploadFile(first, png)).statusCode).toBe(200);
    const refused = await uploadFile(first, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect((await uploadFile(second, png)).statusCode).toBe(200);
  });
});

describe('over a real connection', () => {
  it('answers a refusal made before the bytes are read, and leaves the connection usable', async () => {
    const served = await createTestApp();
    await served.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = served.app.server.address() as { port: number };
    const user = await buildUser(served.app, { permissions: ['files.create'] });
    const client = served.client();
    await client.login(user.email, user.password);
    const headers = {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!),
    };
    const send = async (metadata: object, size: number) => {
      const form = new FormData();
      form.append('metadata', JSON.stringify(metadata));
      form.append('file', new Blob([new Uint8Array(opaqueBytes(size))]), 'big.bin');
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/file-entries`, {
        method: 'POST',
        body: form,
        headers,
      });
      return { status: response.status, body: await response.json() };
    };
    // refused on its fields, before any of its 20 MB is read
    const refused = await send({ workspaceId: 7 }, 20 * MB);
    expect(refused.status).toBe(403);
    expect((await send({}, 10)).status).toBe(200);
    // a body left half-read would keep its connection busy, and closing would wait for it
    const closed = await Promise.race([
      served.close().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    expect(closed).toBe(true);
  }, 30_000);
});
