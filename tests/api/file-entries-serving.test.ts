import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Emulator, type S3Emulator } from '../../scripts/s3-emulator.mjs';
import { signedInMember } from '../support/community-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { opaqueBytes, sha256, tinyPng, uploadFile, type PlainUpload } from '../support/uploads';

/** GET uploads/files/{fileName}: the bytes on local disk (ranges, caching), a signed URL on S3. */
const PNG = tinyPng();
const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

async function upload(client: TestClient, upload: Partial<PlainUpload> = {}) {
  const response = await uploadFile(client, {
    name: 'a.png',
    bytes: PNG,
    type: 'image/png',
    ...upload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fileEntry as { id: number; url: string; file_name: string };
}

describe('on local disk', () => {
  let t: TestApp;
  let owner: TestClient;
  const video = opaqueBytes(100_000);

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signedInMember(t, { permissions: ['files.create'] })).client;
  });
  afterAll(() => t.close());

  it('answers the bytes with type, inline disposition, ETag, Last-Modified and Accept-Ranges', async () => {
    const entry = await upload(owner, { name: 'Affiche été.png' });
    const response = await owner.get(`/${entry.url}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="Affiche _t_.png"; filename*=UTF-8''Affiche%20%C3%A9t%C3%A9.png`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=0, must-revalidate',
    });
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(new Date(response.headers['last-modified'] as string).getTime()).not.toBeNaN();
    const head = await owner.send('HEAD', `/${entry.url}`);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers ranges with 206, unsatisfiable ones with 416, a known ETag with 304', async () => {
    const entry = await upload(owner, {
      name: 'clip.bin',
      bytes: video,
      type: 'application/octet-stream',
    });
    const url = `/${entry.url}`;
    const part = await owner.get(url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await owner.get(url, { headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const open = await owner.get(url, { headers: { range: `bytes=${video.length - 5}-` } });
    expect(open.rawPayload.equals(video.subarray(video.length - 5))).toBe(true);

    const beyond = await owner.get(url, { headers: { range: `bytes=${video.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);

    const whole = await owner.get(url);
    const cached = await owner.get(url, {
      headers: { 'if-none-match': whole.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const stale = await owner.get(url, { headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('never displays HTML from our origin: attachment, nosniff and a sandboxing CSP', async () => {
    const entry = await upload(owner, { name: 'page.html', bytes: HTML, type: 'text/html' });
    const response = await t.client().get(`/${entry.url}`);
    expect(response.statusCode).toBe(404);
    const served = await owner.get(`/${entry.url}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/html');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="page.html"; filename*=UTF-8''page.html`,
    );
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('on S3 (moto_server)', () => {
  let emulator: S3Emulator;
  let t: TestApp;
  let owner: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    emulator = await startS3Emulator();
    t = await createTestApp({ env: emulator.env });
    owner = (await signedInMember(t, { permissions: ['files.create'] })).client;
    other = (await signedInMember(t, { permissions: ['files.create'] })).client;
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await emulator?.stop();
  });

  const keys = async (prefix: string) =>
    (
      (
        await emulator.client.send(
          new ListObjectsV2Command({ Bucket: emulator.bucket, Prefix: prefix }),
        )
      ).Contents ?? []
    ).map((object) => object.Key);

  it('uploads into the bucket, redirects downloads to a signed URL with the same bytes, deletes the object', async () => {
    const bytes = opaqueBytes(300_000);
    const entry = await upload(owner, {
      name: 'reel.bin',
      bytes,
      type: 'application/octet-stream',
    });
    const key = `files/${entry.file_name}`;
    expect(await emulator.objectExists(key)).toBe(true);
    expect(await keys('tmp/')).toEqual([]);

    const response = await owner.get(`/${entry.url}`);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(emulator.endpoint);
    expect(location.pathname).toBe(`/${emulator.bucket}/${key}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(location.searchParams.get('response-content-disposition')).toMatch(/^attachment; /);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(sha256(Buffer.from(await fetched.arrayBuffer()))).toBe(sha256(bytes));

    // a private entry is checked before any redirect
    expect((await other.get(`/${entry.url}`)).statusCode).toBe(404);
    expect((await t.client().get(`/${entry.url}`)).statusCode).toBe(404);

    const deleted = await owner.post('/api/v1/file-entries/delete', {
      entryIds: [entry.id],
      deleteForever: true,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await emulator.objectExists(key)).toBe(false);
    expect((await owner.get(`/${entry.url}`)).statusCode).toBe(404);
  });

  it('refuses a disguised file on S3 too, leaving no object behind', async () => {
    const before = await keys('');
    const response = await uploadFile(owner, {
      name: 'x.png',
      bytes: Buffer.from('not a picture at all'),
      type: 'image/png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['This file type is not allowed']);
    expect(await keys('')).toEqual(before);
  });
});
