import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAvatarUrlFetcherInTests } from '@server/modules/users/avatar-config';
import { AvatarUrlFetcher } from '@server/modules/users/avatar-url-fetcher';
import { startS3Emulator, type S3Emulator } from '../../scripts/s3-emulator.mjs';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { multipartForm as multipart, tinyPng } from '../support/uploads';

const MB = 1024 * 1024;

const PNG = tinyPng();
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const TEXT = Buffer.from('just some text pretending to be a picture');
/** A PNG signature followed by padding: over the 2 MB limit. */
const HUGE_PNG = Buffer.concat([PNG, Buffer.alloc(2 * MB)]);

const fileUpload = (value: Buffer, filename = 'avatar.png', type = 'image/png') =>
  multipart([{ name: 'file', value, filename, type }]);

let t: TestApp;
let imageServer: Server;
let imageOrigin: string;
let closedPort: number;

beforeAll(async () => {
  t = await createTestApp();
  imageServer = createServer((req, res) => {
    const routes: Record<string, () => void> = {
      '/avatar.png': () => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
      '/text.png': () => res.writeHead(200, { 'content-type': 'image/png' }).end(TEXT),
      '/huge.png': () => res.writeHead(200, { 'content-type': 'image/png' }).end(HUGE_PNG),
      '/missing.png': () => res.writeHead(404).end(),
      '/to-avatar': () => res.writeHead(302, { location: '/avatar.png' }).end(),
      '/to-private': () => res.writeHead(302, { location: 'http://10.0.0.1/avatar.png' }).end(),
      '/to-metadata': () =>
        res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-localhost': () =>
        res.writeHead(302, { location: `http://localhost:${port()}/avatar.png` }).end(),
    };
    (routes[req.url ?? ''] ?? (() => res.writeHead(404).end()))();
  });
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  imageOrigin = `http://127.0.0.1:${port()}`;
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedPort = (spare.address() as AddressInfo).port;
  await new Promise<void>((resolve) => spare.close(() => resolve()));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => imageServer.close(() => resolve()));
});

function port() {
  return (imageServer.address() as AddressInfo).port;
}

async function signedIn(options: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.app, options);
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client };
}

function upload(client: TestClient, id: number | string, form: ReturnType<typeof multipart>) {
  return client.send('POST', `/api/v1/users/${id}/avatar`, form);
}

const uploadUrl = (client: TestClient, id: number | string, url: string) =>
  client.post(`/api/v1/users/${id}/avatar`, { url });

const diskPath = (image: string) => path.join(t.config.storageDir, image);

function expectNotAnImage(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(422);
  expect((response.json() as { errors: Record<string, string[]> }).errors).toEqual({
    [field]: ['Please select an image.'],
  });
}

describe('POST users/{id}/avatar with a file', () => {
  it('stores a PNG under a random name, sets users.image and serves it back publicly', async () => {
    const { user, client } = await signedIn();
    const response = await upload(client, user.id, fileUpload(PNG));
    expect(response.statusCode).toBe(200);
    const image: string = response.json().user.image;
    expect(image).toMatch(/^uploads\/avatars\/[a-f0-9]{32}\.png$/);
    expect((await t.app.services.users.findById(user.id))!.image).toBe(image);
    expect(existsSync(diskPath(image))).toBe(true);

    const served = await t.client().get(`/${image}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('decides the type from the bytes: a GIF sent as image/png is stored and served as a GIF', async () => {
    const { user, client } = await signedIn();
    const response = await upload(client, 'me', fileUpload(GIF, 'photo.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const image: string = response.json().user.image;
    expect(image).toMatch(/\.gif$/);
    expect((await t.client().get(`/${image}`)).headers['content-type']).toBe('image/gif');
    expect(user.id).toBe(response.json().user.id);
  });

  it('removes the previous uploaded file when replaced', async () => {
    const { user, client } = await signedIn();
    const first: string = (await upload(client, user.id, fileUpload(PNG))).json().user.image;
    const second: string = (await upload(client, user.id, fileUpload(PNG))).json().user.image;
    expect(second).not.toBe(first);
    expect(existsSync(diskPath(first))).toBe(false);
    expect(existsSync(diskPath(second))).toBe(true);
    expect((await t.client().get(`/${first}`)).statusCode).toBe(404);
  });

  it('refuses a text file renamed .png, an SVG, and a file over 2 MB', async () => {
    const { user, client } = await signedIn();
    expectNotAnImage(
      await upload(client, user.id, fileUpload(TEXT, 'cat.png', 'image/png')),
      'file',
    );
    expectNotAnImage(
      await upload(client, user.id, fileUpload(SVG, 'a.svg', 'image/svg+xml')),
      'file',
    );
    expectNotAnImage(await upload(client, user.id, fileUpload(HUGE_PNG)), 'file');
    expect((await t.app.services.users.findById(user.id))!.image).toBeNull();
  });

  it('accepts an image just under 2 MB', async () => {
    const { user, client } = await signedIn();
    const large = Buffer.concat([PNG, Buffer.alloc(2 * MB - PNG.length - 1)]);
    const response = await upload(client, user.id, fileUpload(large));
    expect(response.statusCode).toBe(200);
  });

  it('skips the fields every request may carry (spec 7.1) in a multipart form', async () => {
    const { user, client } = await signedIn();
    const response = await upload(
      client,
      user.id,
      multipart([
        { name: '_method', value: 'POST' },
        { name: 'workspaceId', value: '0' },
        { name: 'file', value: PNG, filename: 'a.png', type: 'image/png' },
      ]),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an upload without file or url, with two files, malformed, or with unknown fields', async () => {
    const { user, client } = await signedIn();
    expectNotAnImage(await upload(client, user.id, multipart([])), 'file');
    expectNotAnImage(await client.post(`/api/v1/users/${user.id}/avatar`, {}), 'file');
    expectNotAnImage(
      await upload(
        client,
        user.id,
        multipart([
          { name: 'file', value: PNG, filename: 'a.png', type: 'image/png' },
          { name: 'file', value: PNG, filename: 'b.png', type: 'image/png' },
        ]),
      ),
      'file',
    );
    const malformed = await client.send('POST', `/api/v1/users/${user.id}/avatar`, {
      body: Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'),
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await upload(client, user.id, multipart([{ name: 'colour', value: 'red' }]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.colour).toEqual(['The colour field is not allowed.']);
  });

  it("refuses another user's avatar (403) and guests (401); users.update may change it", async () => {
    const { client } = await signedIn();
    const other = await buildUser(t.app);
    expect((await upload(client, other.id, fileUpload(PNG))).statusCode).toBe(403);
    expect((await client.send('DELETE', `/api/v1/users/${other.id}/avatar`)).statusCode).toBe(403);
    expect((await upload(t.client(), other.id, fileUpload(PNG))).statusCode).toBe(401);
    expect((await t.app.services.users.findById(other.id))!.image).toBeNull();

    const staff = await signedIn({ permissions: ['users.update'] });
    const response = await upload(staff.client, other.id, fileUpload(PNG));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(other.id);
  });
});

describe('over a real connection', () => {
  it('answers a form refused on a field before its file, and leaves the connection usable', async () => {
    const served = await createTestApp();
    await served.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = served.app.server.address() as { port: number };
    const user = await buildUser(served.app);
    const client = served.client();
    await client.login(user.email, user.password);
    const form = new FormData();
    form.append('colour', 'red');
    form.append('file', new Blob([new Uint8Array(20 * MB)]), 'avatar.png');
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/users/${user.id}/avatar`, {
      method: 'POST',
      body: form,
      headers: {
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!),
      },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      colour: ['The colour field is not allowed.'],
    });
    // a body left half-read would keep its connection busy, and closing would wait for it
    const closed = await Promise.race([
      served.close().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    expect(closed).toBe(true);
  }, 30_000);
});

describe('DELETE users/{id}/avatar', () => {
  it('clears users.image and deletes the uploaded file', async () => {
    const { user, client } = await signedIn();
    const image: string = (await upload(client, user.id, fileUpload(PNG))).json().user.image;
    const response = await client.send('DELETE', `/api/v1/users/${user.id}/avatar`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.image).toBeNull();
    expect(existsSync(diskPath(image))).toBe(false);
  });

  it('leaves an absolute image from a social provider alone on disk', async () => {
    const { user, client } = await signedIn({
      overrides: { image: 'https://images.example.com/me.png' },
    });
    const response = await client.send('DELETE', `/api/v1/users/${user.id}/avatar`);
    expect(response.json().user.image).toBeNull();
  });
});

describe('GET uploads/avatars/{file}', () => {
  it('answers 404 for unknown or unsafe names', async () => {
    const client = t.client();
    for (const name of [
      'ffffffffffffffffffffffffffffffff.png',
      '..%2F..%2Fapp.key',
      'avatar.svg',
    ]) {
      expect((await client.get(`/uploads/avatars/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('POST users/{id}/avatar with a url', () => {
  it('refuses loopback, private, link-local and localhost addresses with a 422 on url', async () => {
    const { user, client } = await signedIn();
    for (const url of [
      `${imageOrigin}/avatar.png`,
      'http://10.0.0.1/avatar.png',
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${port()}/avatar.png`,
      'http://[::1]/avatar.png',
      'http://0.0.0.0/avatar.png',
    ]) {
      const response = await uploadUrl(client, user.id, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors, url).toEqual({
        url: ['Could not load an image from this URL.'],
      });
    }
    expect((await t.app.services.users.findById(user.id))!.image).toBeNull();
  });

  it('refuses other schemes and invalid URLs', async () => {
    const { user, client } = await signedIn();
    for (const url of [
      'ftp://example.com/a.png',
      'file:///etc/passwd',
      'not a url',
      'data:image/png;base64,AAAA',
    ]) {
      const response = await uploadUrl(client, user.id, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url, url).toEqual(['Please enter a valid http or https URL.']);
    }
    const empty = await uploadUrl(client, user.id, '');
    expect(empty.json().errors.url).toEqual(['Please enter an image URL.']);
  });

  /**
   * The success path needs a server, and offline the only servers are on loopback, which the
   * production fetcher refuses. The test installs a fetcher built with `testOnlyAllowedOrigin`
   * (exactly this image server's origin); production code never sets that option.
   */
  describe('through a fetcher that lets exactly the local image server through', () => {
    beforeAll(() => {
      useAvatarUrlFetcherInTests(
        t.app.services,
        new AvatarUrlFetcher({ maxBytes: 2 * MB, testOnlyAllowedOrigin: imageOrigin }),
      );
    });
    afterAll(() => useAvatarUrlFetcherInTests(t.app.services, null));

    it('downloads the image, stores it and serves it back', async () => {
      const { user, client } = await signedIn();
      const response = await uploadUrl(client, user.id, `${imageOrigin}/avatar.png`);
      expect(response.statusCode).toBe(200);
      const image: string = response.json().user.image;
      expect(image).toMatch(/^uploads\/avatars\/[a-f0-9]{32}\.png$/);
      const served = await t.client().get(`/${image}`);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });

    it('takes the url from a multipart form too, and follows a redirect on the same origin', async () => {
      const { user, client } = await signedIn();
      const response = await upload(
        client,
        user.id,
        multipart([{ name: 'url', value: `${imageOrigin}/to-avatar` }]),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().user.image).toMatch(/\.png$/);
    });

    it('refuses non-images, oversized images and failed downloads', async () => {
      const { user, client } = await signedIn();
      expectNotAnImage(await uploadUrl(client, user.id, `${imageOrigin}/text.png`), 'url');
      expectNotAnImage(await uploadUrl(client, user.id, `${imageOrigin}/huge.png`), 'url');
      const missing = await uploadUrl(client, user.id, `${imageOrigin}/missing.png`);
      expect(missing.json().errors.url).toEqual(['Could not load an image from this URL.']);
    });

    it('still refuses redirects to private addresses and every other loopback origin', async () => {
      const { user, client } = await signedIn();
      for (const url of [
        `${imageOrigin}/to-private`,
        `${imageOrigin}/to-metadata`,
        `${imageOrigin}/to-localhost`,
        `http://127.0.0.1:${closedPort}/avatar.png`,
        `http://localhost:${port()}/avatar.png`,
      ]) {
        const response = await uploadUrl(client, user.id, url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors.url, url).toEqual(['Could not load an image from this URL.']);
      }
    });
  });
});

describe('avatars on S3 storage', () => {
  let emulator: S3Emulator;
  let s3: TestApp;

  beforeAll(async () => {
    emulator = await startS3Emulator();
    s3 = await createTestApp({ env: emulator.env });
  }, 30_000);
  afterAll(async () => {
    await s3?.close();
    await emulator?.stop();
  });

  it('keeps the image in the bucket, serves it from the same cacheable address, deletes it', async () => {
    const user = await buildUser(s3.app);
    const client = s3.client();
    await client.login(user.email, user.password);
    const response = await client.send('POST', `/api/v1/users/${user.id}/avatar`, fileUpload(PNG));
    expect(response.statusCode).toBe(200);
    const image: string = response.json().user.image;
    expect(image).toMatch(/^uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const key = image.slice('uploads/'.length);
    expect(await emulator.objectExists(key)).toBe(true);
    expect(existsSync(path.join(s3.config.storageDir, image))).toBe(false);

    const served = await s3.client().get(`/${image}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const removed = await client.send('DELETE', `/api/v1/users/${user.id}/avatar`);
    expect(removed.json().user.image).toBeNull();
    expect(await emulator.objectExists(key)).toBe(false);
    expect((await s3.client().get(`/${image}`)).statusCode).toBe(404);
  });

  it("deletes a removed account's avatar from the bucket", async () => {
    const user = await buildUser(s3.app);
    const client = s3.client();
    await client.login(user.email, user.password);
    const image: string = (
      await client.send('POST', `/api/v1/users/${user.id}/avatar`, fileUpload(PNG))
    ).json().user.image;
    const key = image.slice('uploads/'.length);
    expect(await emulator.objectExists(key)).toBe(true);
    const admin = s3.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await admin.send('DELETE', `/api/v1/admin/users/${user.id}`)).statusCode).toBe(200);
    expect(await emulator.objectExists(key)).toBe(false);
  });
});
