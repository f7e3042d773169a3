import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileEntryRecord } from '@common/api/file-entries';
import { startS3Emulator, type S3Emulator } from '../../scripts/s3-emulator.mjs';
import { buildUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { bodyOf, pngBytes, readAll, sha256 } from '../support/upload-http';

const MiB = 1024 * 1024;

let emulator: S3Emulator;
let t: TestApp;
let owner: TestClient;
let stranger: TestClient;

async function signIn(app: TestApp, permissions = ['files.create']) {
  const user = await buildUser(app.app, { permissions });
  const client = app.client();
  await client.login(user.email, user.password);
  return client;
}

beforeAll(async () => {
  emulator = await startS3Emulator();
  t = await createTestApp({ env: emulator.env });
  owner = await signIn(t);
  stranger = await signIn(t);
});
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

async function stored(entry: FileEntryRecord) {
  return readAll(await t.app.services.fileStorage.read(`files/${entry.file_name}`));
}

function entryInput(key: string, size: number, name = 'poster.png') {
  return {
    metadata: { disk: 'uploads', relativePath: '' },
    clientMime: 'image/png',
    clientName: name,
    filename: fileNameOf(key),
    size,
    clientExtension: 'png',
  };
}

async function presign(client: TestClient, bytes: Buffer, name = 'poster.png') {
  const response = await client.post('/api/v1/s3/simple/presign', {
    filename: name,
    mime: 'image/png',
    disk: 'public',
    size: bytes.length,
    extension: 'png',
    metadata: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; acl: string; key: string };
}

const put = (url: string, body: Buffer, contentType?: string) =>
  fetch(url, {
    method: 'PUT',
    body: bodyOf(body),
    headers: contentType ? { 'content-type': contentType } : {},
  });

/** A part PUT whose connection drops half-way, as a flaky network does. */
function putCut(url: string, part: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest(url, {
      method: 'PUT',
      headers: { 'content-length': String(part.length) },
    });
    request.on('error', () => resolve());
    request.write(part.subarray(0, part.length / 2), () =>
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 100),
    );
  });
}

describe('simple direct upload (presigned PUT)', () => {
  it('presigns a PUT straight to the final key, then s3/entries creates the entry', async () => {
    const bytes = pngBytes(200_000);
    const signed = await presign(owner, bytes);
    expect(signed.acl).toBe('private');
    expect(signed.key).toMatch(
      /^files\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(signed.url).toContain(emulator.endpoint);
    expect(signed.url).toContain('X-Amz-Expires=900');

    expect((await put(signed.url, bytes, 'image/png')).status).toBe(200);
    const response = await owner.post('/api/v1/s3/entries', entryInput(signed.key, bytes.length));
    expect(response.statusCode).toBe(200);
    const entry = response.json().fileEntry as FileEntryRecord;
    expect(entry).toMatchObject({
      name: 'poster.png',
      file_name: fileNameOf(signed.key),
      mime: 'image/png',
      type: 'image',
      file_size: bytes.length,
      disk: 'uploads',
    });
    expect(sha256(await stored(entry))).toBe(sha256(bytes));
  });

  it('refuses to claim the same object twice, and keeps the first entry’s bytes', async () => {
    const bytes = pngBytes(50_000, 9);
    const signed = await presign(owner, bytes);
    await put(signed.url, bytes, 'image/png');
    const first = await owner.post('/api/v1/s3/entries', entryInput(signed.key, bytes.length));
    expect(first.statusCode).toBe(200);

    const again = await owner.post('/api/v1/s3/entries', entryInput(signed.key, bytes.length));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This upload already has its file entry.');
    expect(sha256(await stored(first.json().fileEntry))).toBe(sha256(bytes));
  });

  it('s3/entries refuses a missing object and one of another size than announced', async () => {
    const bytes = pngBytes(30_000);
    const missing = await presign(owner, bytes);
    const none = await owner.post('/api/v1/s3/entries', entryInput(missing.key, bytes.length));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: ['The uploaded file could not be found.'] });

    const wrong = await presign(owner, bytes);
    await put(wrong.url, bytes, 'image/png');
    const response = await owner.post(
      '/api/v1/s3/entries',
      entryInput(wrong.key, bytes.length + 1),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      size: ['The uploaded file is not the size that was announced.'],
    });
    expect(await emulator.objectExists(wrong.key)).toBe(false);
  });

  it('checks the upload rules before presigning (spec 5)', async () => {
    const response = await owner.post('/api/v1/s3/simple/presign', {
      filename: 'tool.exe',
      mime: 'application/octet-stream',
      size: 1000,
      extension: 'exe',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This file type is not allowed',
      errors: { file: ['This file type is not allowed'] },
    });
  });

  it('answers 404 while the direct upload setting is off', async () => {
    await t.app.services.settings.save({ 'uploading.direct_upload': false });
    try {
      const response = await owner.post('/api/v1/s3/multipart/create', {
        filename: 'a.png',
        mime: 'image/png',
        size: 10,
        extension: 'png',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Direct uploads are turned off on this site.');
    } finally {
      await t.app.services.settings.save({ 'uploading.direct_upload': true });
    }
  });
});

describe('multipart direct upload', () => {
  async function create(client: TestClient, bytes: Buffer, name = 'film.png') {
    const response = await client.post('/api/v1/s3/multipart/create', {
      filename: name,
      mime: 'image/png',
      size: bytes.length,
      extension: 'png',
      metadata: { disk: 'uploads' },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { uploadId: string; key: string };
  }

  async function sign(
    client: TestClient,
    upload: { uploadId: string; key: string },
    parts: number[],
  ) {
    return client.post('/api/v1/s3/multipart/batch-sign-part-urls', {
      ...upload,
      partNumbers: parts,
    });
  }

  it('creates, signs parts in a batch, survives a part that fails once, completes and ingests', async () => {
    const bytes = pngBytes(11 * MiB, 4);
    const chunks = [
      bytes.subarray(0, 5 * MiB),
      bytes.subarray(5 * MiB, 10 * MiB),
      bytes.subarray(10 * MiB),
    ];
    const upload = await create(owner, bytes);
    expect(upload.key).toMatch(/^files\/[0-9a-f-]{36}$/);

    const signed = await sign(owner, upload, [1, 2, 3]);
    expect(signed.statusCode).toBe(200);
    const { urls } = signed.json() as { urls: Array<{ partNumber: number; url: string }> };
    expect(urls.map((url) => url.partNumber)).toEqual([1, 2, 3]);
    const urlOf = (part: number) => urls.find((url) => url.partNumber === part)!.url;

    const etags: Record<number, string> = {};
    const first = await put(urlOf(1), chunks[0]!);
    expect(first.status).toBe(200);
    etags[1] = first.headers.get('etag')!;
    // part 2 drops half-way, then is sent again to the same URL
    await putCut(urlOf(2), chunks[1]!);
    const afterCut = await owner.post('/api/v1/s3/multipart/get-uploaded-parts', upload);
    const cutPart = (afterCut.json().parts as Array<{ PartNumber: number; Size: number }>).find(
      (part) => part.PartNumber === 2,
    );
    expect(cutPart?.Size ?? 0).toBeLessThan(5 * MiB);
    const retried = await put(urlOf(2), chunks[1]!);
    expect(retried.status).toBe(200);
    etags[2] = retried.headers.get('etag')!;
    const last = await put(urlOf(3), chunks[2]!);
    etags[3] = last.headers.get('etag')!;

    const listed = await owner.post('/api/v1/s3/multipart/get-uploaded-parts', upload);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().parts).toEqual([
      { ETag: etags[1], PartNumber: 1, Size: 5 * MiB },
      { ETag: etags[2], PartNumber: 2, Size: 5 * MiB },
      { ETag: etags[3], PartNumber: 3, Size: MiB },
    ]);

    const completed = await owner.post('/api/v1/s3/multipart/complete', {
      ...upload,
      parts: [3, 1, 2].map((part) => ({ ETag: etags[part], PartNumber: part })),
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toHaveProperty('location');

    const response = await owner.post(
      '/api/v1/s3/entries',
      entryInput(upload.key, bytes.length, 'film.png'),
    );
    expect(response.statusCode).toBe(200);
    const entry = response.json().fileEntry as FileEntryRecord;
    expect(entry.file_name).toBe(fileNameOf(upload.key));
    expect(sha256(await stored(entry))).toBe(sha256(bytes));
  }, 60_000);

  it('signs at most 10 part URLs at once', async () => {
    const upload = await create(owner, pngBytes(1000));
    const response = await sign(owner, upload, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['partNumbers']);
  });

  it('aborts: the parts are gone, and aborting again is no error', async () => {
    const upload = await create(owner, pngBytes(1000));
    const { urls } = (await sign(owner, upload, [1])).json();
    expect((await put(urls[0].url, pngBytes(1000))).status).toBe(200);

    const aborted = await owner.post('/api/v1/s3/multipart/abort', upload);
    expect(aborted.statusCode).toBe(200);
    expect(aborted.json()).toEqual({ ok: true });
    const listed = await owner.post('/api/v1/s3/multipart/get-uploaded-parts', upload);
    expect(listed.statusCode).toBe(404);
    expect((await owner.post('/api/v1/s3/multipart/abort', upload)).statusCode).toBe(200);
  });

  it("refuses every call on another user's upload", async () => {
    const bytes = pngBytes(2000, 11);
    const upload = await create(owner, bytes);
    const { urls } = (await sign(owner, upload, [1])).json();
    const part = await put(urls[0].url, bytes);
    const parts = [{ ETag: part.headers.get('etag')!, PartNumber: 1 }];

    const calls = [
      ['batch-sign-part-urls', { ...upload, partNumbers: [1] }],
      ['get-uploaded-parts', upload],
      ['complete', { ...upload, parts }],
      ['abort', upload],
    ] as const;
    for (const [path, body] of calls) {
      const response = await stranger.post(`/api/v1/s3/multipart/${path}`, body);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe('This upload was started by someone else.');
    }

    // the owner's upload is untouched: it completes, and only its owner can claim it
    const completed = await owner.post('/api/v1/s3/multipart/complete', { ...upload, parts });
    expect(completed.statusCode).toBe(200);
    const claim = entryInput(upload.key, bytes.length);
    expect((await stranger.post('/api/v1/s3/entries', claim)).statusCode).toBe(403);
    expect(await emulator.objectExists(upload.key)).toBe(true);
    const entry = (await owner.post('/api/v1/s3/entries', claim)).json().fileEntry;
    expect(sha256(await stored(entry))).toBe(sha256(bytes));
  });

  it('refuses keys that were never issued', async () => {
    const forged = { key: 'files/00000000-0000-4000-8000-000000000000', uploadId: 'x' };
    const response = await owner.post('/api/v1/s3/multipart/get-uploaded-parts', forged);
    expect(response.statusCode).toBe(403);
    const malformed = await owner.post('/api/v1/s3/multipart/abort', {
      key: '../etc/passwd',
      uploadId: 'x',
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('direct uploads on local disk', () => {
  it('are not offered: 404 with the reason', async () => {
    const local = await createTestApp();
    try {
      const client = await signIn(local);
      const response = await client.post('/api/v1/s3/simple/presign', {
        filename: 'a.png',
        mime: 'image/png',
        size: 10,
        extension: 'png',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'Direct uploads are not available: this site keeps its files on its own disk.',
      );
    } finally {
      await local.close();
    }
  });
});
