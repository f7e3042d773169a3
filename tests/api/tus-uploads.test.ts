import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileEntryRecord } from '@common/api/file-entries';
import { startS3Emulator, type S3Emulator } from '../../scripts/s3-emulator.mjs';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { listen, pngBytes, readAll, sha256, TusHttpClient } from '../support/upload-http';

describe.each(['local', 's3'] as const)('resumable uploads (tus) on %s storage', (driver) => {
  let emulator: S3Emulator | undefined;
  let t: TestApp;
  let browser: TestClient;
  let tus: TusHttpClient;
  let stranger: TusHttpClient;
  let strangerBrowser: TestClient;

  beforeAll(async () => {
    emulator = driver === 's3' ? await startS3Emulator() : undefined;
    t = await createTestApp({ env: emulator?.env ?? {} });
    const base = await listen(t.app);
    const signIn = async () => {
      const user = await buildUser(t.app, { permissions: ['files.create'] });
      const client = t.client();
      await client.login(user.email, user.password);
      return client;
    };
    browser = await signIn();
    tus = new TusHttpClient(base, browser);
    strangerBrowser = await signIn();
    stranger = new TusHttpClient(base, strangerBrowser);
  });
  afterAll(async () => {
    await t?.close();
    await emulator?.stop();
  });

  const metadata = (name: string, extra: Record<string, string> = {}) => ({
    name,
    clientName: name,
    clientMime: 'image/png',
    clientExtension: name.slice(name.lastIndexOf('.') + 1),
    clientSize: '0',
    relativePath: '',
    ...extra,
  });

  async function finish(client: TestClient, uploadKey: string) {
    return client.post('/api/v1/tus/entries', { uploadKey });
  }

  async function storedBytes(entry: FileEntryRecord): Promise<Buffer> {
    return readAll(await t.app.services.fileStorage.read(`files/${entry.file_name}`));
  }

  /** Nothing of the upload is left in the tus store: no bytes, no .json or .info beside them. */
  async function expectTusStoreEmptyOf(key: string) {
    if (driver === 'local') {
      const files = await readdir(path.join(t.config.storageDir, 'tus'));
      expect(files.filter((file) => file.startsWith(key))).toEqual([]);
    } else {
      for (const object of [`tus/${key}`, `tus/${key}.info`]) {
        expect(await emulator!.objectExists(object), object).toBe(false);
      }
    }
  }

  it('creates an upload, takes its chunks, and tus/entries makes the file entry', async () => {
    const bytes = pngBytes(300_000);
    const { url, key } = await tus.start(bytes.length, metadata('poster.png', { disk: 'public' }));
    expect(url).toMatch(/\/api\/v1\/tus\/upload\/[0-9a-f]{32}$/);
    let offset = 0;
    for (const size of [100_000, 100_000, 100_000]) {
      const response = await tus.patch(url, offset, bytes.subarray(offset, offset + size));
      expect(response.status).toBe(204);
      offset += size;
      expect(Number(response.headers.get('upload-offset'))).toBe(offset);
    }
    expect(await tus.offset(url)).toBe(bytes.length);

    const response = await finish(browser, key);
    expect(response.statusCode).toBe(200);
    const entry = response.json().fileEntry as FileEntryRecord;
    expect(entry).toMatchObject({
      name: 'poster.png',
      mime: 'image/png',
      type: 'image',
      extension: 'png',
      file_size: bytes.length,
      disk: 'public',
    });
    expect(sha256(await storedBytes(entry))).toBe(sha256(bytes));
    await expectTusStoreEmptyOf(key);
    // claimed once: the upload is gone
    expect((await finish(browser, key)).statusCode).toBe(404);
    expect((await tus.head(url)).status).toBe(404);
  });

  it('puts a file of a dropped folder into the folders of its relativePath', async () => {
    const bytes = pngBytes(2_000, 5);
    const { url, key } = await tus.start(
      bytes.length,
      metadata('still.png', { relativePath: 'Posters/2024/still.png' }),
    );
    expect((await tus.patch(url, 0, bytes)).status).toBe(204);
    const entry = (await finish(browser, key)).json().fileEntry as FileEntryRecord;
    const list = await browser.get('/api/v1/file-entries', { query: { type: 'folder' } });
    const folders = list.json().data as FileEntryRecord[];
    const year = folders.find((folder) => folder.name === '2024')!;
    const posters = folders.find((folder) => folder.name === 'Posters')!;
    expect(year.parent_id).toBe(posters.id);
    expect(entry.parent_id).toBe(year.id);
    expect(entry.path).toBe(`${posters.id}/${year.id}/${entry.id}`);
  });

  it('takes chunks of the default 5 MB (whole S3 parts on S3)', async () => {
    const chunk = 5 * 1024 * 1024;
    const bytes = pngBytes(chunk + 1024 * 1024, 21);
    const { url, key } = await tus.start(bytes.length, metadata('large.png'));
    expect((await tus.patch(url, 0, bytes.subarray(0, chunk))).status).toBe(204);
    expect(await tus.offset(url)).toBe(chunk);
    expect((await tus.patch(url, chunk, bytes.subarray(chunk))).status).toBe(204);
    const entry = (await finish(browser, key)).json().fileEntry as FileEntryRecord;
    expect(entry.file_size).toBe(bytes.length);
    expect(sha256(await storedBytes(entry))).toBe(sha256(bytes));
  });

  it('resumes an upload cut mid-way from the offset HEAD answers', async () => {
    const bytes = pngBytes(400_000, 7);
    const { url, key } = await tus.start(bytes.length, metadata('cut.png'));
    await tus.patchCut(url, 0, bytes, 150_000);

    const offset = await tus.offset(url);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(150_000);
    const response = await tus.patch(url, offset, bytes.subarray(offset));
    expect(response.status).toBe(204);
    expect(Number(response.headers.get('upload-offset'))).toBe(bytes.length);

    const entry = (await finish(browser, key)).json().fileEntry as FileEntryRecord;
    expect(sha256(await storedBytes(entry))).toBe(sha256(bytes));
  });

  it('takes chunks sent as POST with X-HTTP-Method-Override: PATCH', async () => {
    const bytes = pngBytes(120_000, 3);
    const { url, key } = await tus.start(bytes.length, metadata('override.png'));
    const first = await tus.patch(url, 0, bytes.subarray(0, 60_000), { override: true });
    expect(first.status).toBe(204);
    const second = await tus.patch(url, 60_000, bytes.subarray(60_000), { override: true });
    expect(second.status).toBe(204);
    expect(second.headers.get('upload-offset')).toBe(String(bytes.length));

    const entry = (await finish(browser, key)).json().fileEntry as FileEntryRecord;
    expect(sha256(await storedBytes(entry))).toBe(sha256(bytes));
  });

  it('answers 409 to a chunk at the wrong offset and keeps the upload as it was', async () => {
    const bytes = pngBytes(50_000, 5);
    const { url } = await tus.start(bytes.length, metadata('offset.png'));
    expect((await tus.patch(url, 0, bytes.subarray(0, 20_000))).status).toBe(204);
    const response = await tus.patch(url, 10_000, bytes.subarray(10_000, 30_000));
    expect(response.status).toBe(409);
    expect(await tus.offset(url)).toBe(20_000);
  });

  it('refuses chunks and creations without the XSRF header', async () => {
    const bytes = pngBytes(10_000);
    const { url } = await tus.start(bytes.length, metadata('xsrf.png'));
    for (const response of [
      await tus.patch(url, 0, bytes, { xsrf: false }),
      await tus.patch(url, 0, bytes, { xsrf: false, override: true }),
      await tus.create(bytes.length, metadata('xsrf.png'), { xsrf: false }),
    ]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/CSRF/);
    }
    expect(await tus.offset(url)).toBe(0);
  });

  it("refuses another user's HEAD, PATCH, DELETE and tus/entries", async () => {
    const bytes = pngBytes(10_000);
    const { url, key } = await tus.start(bytes.length, metadata('mine.png'));
    expect((await tus.patch(url, 0, bytes)).status).toBe(204);

    expect((await stranger.head(url)).status).toBe(403);
    expect((await stranger.patch(url, 0, bytes)).status).toBe(403);
    expect((await stranger.patch(url, 0, bytes, { override: true })).status).toBe(403);
    const deletion = await fetch(url, { method: 'DELETE', headers: stranger.headers() });
    expect(deletion.status).toBe(403);
    const claim = await finish(strangerBrowser, key);
    expect(claim.statusCode).toBe(403);
    expect(claim.json().message).toBe('This upload was started by someone else.');

    // still the owner's, whole
    const entry = (await finish(browser, key)).json().fileEntry as FileEntryRecord;
    expect(sha256(await storedBytes(entry))).toBe(sha256(bytes));
  });

  it('refuses at creation, before any byte, what the upload rules forbid (spec 5)', async () => {
    const blocked = await tus.create(1000, metadata('tool.exe', { clientMime: '' }));
    expect(blocked.status).toBe(422);
    expect(await blocked.json()).toEqual({
      message: 'This file type is not allowed',
      errors: { file: ['This file type is not allowed'] },
    });

    await t.app.services.settings.save({ 'uploading.max_size_mb': 1 });
    try {
      const tooBig = await tus.create(2 * 1024 * 1024, metadata('big.png'));
      expect(tooBig.status).toBe(422);
      expect(((await tooBig.json()) as { message: string }).message).toBe(
        '`big.png` exceeds maximum allowed size of 1 MB',
      );
    } finally {
      await t.app.services.settings.save({ 'uploading.max_size_mb': 2048 });
    }
  });

  it('refuses at creation a folder or workspace the user cannot write to', async () => {
    const folder = await tus.create(1000, metadata('a.png', { parentId: '999999' }));
    expect(folder.status).toBe(404);
    expect(((await folder.json()) as { message: string }).message).toBe(
      'The folder does not exist.',
    );
    expect((await tus.create(1000, metadata('a.png', { workspaceId: '5' }))).status).toBe(403);
    const malformed = await tus.create(1000, metadata('a.png', { parentId: 'x' }));
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { errors: object }).errors).toEqual({
      parentId: ['This must be a positive whole number.'],
    });
  });

  it('takes the first chunk with the creation request (creation-with-upload)', async () => {
    const bytes = pngBytes(30_000, 13);
    const response = await tus.create(bytes.length, metadata('first.png'), {
      headers: { 'content-type': 'application/offset+octet-stream' },
      body: bytes.subarray(0, 10_000),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('upload-offset')).toBe('10000');
    const url = tus.url(response.headers.get('location')!);
    expect((await tus.patch(url, 10_000, bytes.subarray(10_000))).status).toBe(204);
    const key = url.slice(url.lastIndexOf('/') + 1);
    const entry = (await finish(browser, key)).json().fileEntry as FileEntryRecord;
    expect(sha256(await storedBytes(entry))).toBe(sha256(bytes));
  });

  it('refuses tus/entries for an upload that is not complete', async () => {
    const bytes = pngBytes(20_000);
    const { url, key } = await tus.start(bytes.length, metadata('half.png'));
    expect((await tus.patch(url, 0, bytes.subarray(0, 10_000))).status).toBe(204);
    const response = await finish(browser, key);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ uploadKey: ['The upload is not complete yet.'] });
  });

  // The locker is the same whatever the store: one run (on local disk) covers it.
  if (driver === 'local')
    it('answers 423 while another request holds the upload and will not let go', async () => {
      const bytes = pngBytes(10_000);
      const { url, key } = await tus.start(bytes.length, metadata('locked.png'));
      const { tusUploads } = t.app.services;
      // what a request stuck writing a chunk looks like to the locker: it ignores release requests
      const holder = tusUploads.locker.newLock(tusUploads.storeIdOf(key));
      await holder.lock(new AbortController().signal, () => undefined);
      try {
        const started = Date.now();
        const [chunk, claim] = await Promise.all([tus.patch(url, 0, bytes), finish(browser, key)]);
        expect(chunk.status).toBe(423);
        expect(claim.statusCode).toBe(409);
        expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
      } finally {
        await holder.unlock();
      }
      expect((await tus.patch(url, 0, bytes)).status).toBe(204);
    }, 30_000);

  it('answers OPTIONS with the protocol and the size limit, and cancels with DELETE', async () => {
    const options = await fetch(tus.url('/api/v1/tus/upload'), { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toBe('1.0.0');
    expect(options.headers.get('tus-max-size')).toBe(String(2048 * 1024 * 1024));

    const { url, key } = await tus.start(1000, metadata('cancel.png'));
    const deletion = await fetch(url, { method: 'DELETE', headers: tus.headers() });
    expect(deletion.status).toBe(204);
    expect((await tus.head(url)).status).toBe(404);
    await expectTusStoreEmptyOf(key);
  });
});

describe('resumable upload rate limits', () => {
  it('counts creations per user (uploads) and chunks per user (uploadParts)', async () => {
    const t = await createTestApp({
      env: { RATE_LIMITS: JSON.stringify({ uploads: { max: 2 }, uploadParts: { max: 3 } }) },
    });
    try {
      const base = await listen(t.app);
      const user = await buildUser(t.app, { permissions: ['files.create'] });
      const browser = t.client();
      await browser.login(user.email, user.password);
      const tus = new TusHttpClient(base, browser);
      const metadata = { name: 'a.png', clientMime: 'image/png' };
      const { url } = await tus.start(30, metadata);
      await tus.start(30, metadata);
      const third = await tus.create(30, metadata);
      expect(third.status).toBe(429);
      expect(((await third.json()) as { message: string }).message).toMatch(/Too many attempts/);

      const bytes = pngBytes(30);
      for (const offset of [0, 10, 20]) {
        const chunk = bytes.subarray(offset, offset + 10);
        expect((await tus.patch(url, offset, chunk)).status).toBe(204);
      }
      expect((await tus.patch(url, 30, Buffer.alloc(0))).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
