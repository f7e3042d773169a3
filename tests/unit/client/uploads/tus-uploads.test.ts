import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addUploads, configureUploadQueue, getUploads } from '@client/uploads/upload-store';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { fileEntry, resetUploadQueue, uploadSettings } from './upload-fixtures';

/**
 * Resumable uploads through @uppy/tus against a real tus 1.0 server (@tus/server with a file
 * store), PATCH arriving as POST with X-HTTP-Method-Override as spec 7.8 sends it.
 */

// jsdom is a browser: tus-js-client's browser build (its package's "browser" field), as the
// site's bundle gets it, rather than the Node build that reads Buffers and streams.
// @ts-expect-error the package declares types for its entry point only
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

const MiB = 1024 * 1024;

interface SeenRequest {
  method: string;
  override: string | undefined;
  xsrf: string | undefined;
  metadata: string | undefined;
  path: string;
}

let directory: string;
let http: HttpServer;
let seen: SeenRequest[];
let entriesBodies: unknown[];
/** Lets a test answer some tus requests itself before the tus server sees them. */
let intercept: (request: IncomingMessage, index: number) => number | null;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'cinedex-tus-'));
  seen = [];
  entriesBodies = [];
  intercept = () => null;
  const tus = new TusServer({
    path: '/api/v1/tus/upload',
    datastore: new FileStore({ directory }),
    allowedHeaders: ['X-XSRF-TOKEN'],
    allowedCredentials: true,
  });
  http = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/api/v1/tus/entries') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        entriesBodies.push(JSON.parse(body));
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ fileEntry: fileEntry({ name: 'feature.mp4' }) }));
      });
      return;
    }
    if (request.method !== 'OPTIONS') {
      seen.push({
        method: request.method ?? '',
        override: request.headers['x-http-method-override'] as string | undefined,
        xsrf: request.headers['x-xsrf-token'] as string | undefined,
        metadata: request.headers['upload-metadata'] as string | undefined,
        path,
      });
      const status = intercept(request, seen.length - 1);
      if (status !== null) {
        response.writeHead(status, {
          'access-control-allow-origin': request.headers.origin ?? '*',
          'access-control-allow-credentials': 'true',
          'content-type': 'application/json',
        });
        response.end(JSON.stringify({ message: `Refused with ${status}` }));
        request.resume();
        return;
      }
    }
    // The site's server turns the override back into the method tus expects.
    const override = request.headers['x-http-method-override'];
    if (request.method === 'POST' && typeof override === 'string') request.method = override;
    void tus.handle(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  installBootstrap({ base_path: `http://127.0.0.1:${port}/` });
  configureUploadQueue(uploadSettings({ chunk_size_mb: 5 }));
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

afterEach(async () => {
  resetUploadQueue();
  localStorage.clear();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

function feature(size = 12 * MiB): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 11)) % 251;
  return new File([bytes], 'feature.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function decodeMetadata(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? '').split(',').map((pair) => {
      const [key, value = ''] = pair.trim().split(' ');
      return [key, Buffer.from(value, 'base64').toString('utf8')];
    }),
  );
}

async function storedUpload(): Promise<Uint8Array> {
  const [body] = entriesBodies as { uploadKey: string }[];
  return new Uint8Array(await readFile(join(directory, body!.uploadKey)));
}

describe('a resumable upload', { timeout: 30_000 }, () => {
  it('creates the tus upload with spec 7.8 metadata, sends 5 MiB chunks as overridden POSTs, then makes the entry', async () => {
    const file = feature();
    const [queued] = addUploads([file], {
      disk: 'public',
      parentId: 9,
      metadata: { purpose: 'trailer' },
    });
    expect(queued?.method).toBe('tus');
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'), { timeout: 10_000 });

    const [creation, ...chunks] = seen;
    expect(creation).toMatchObject({ method: 'POST', override: undefined, xsrf: 'xsrf-value' });
    expect(decodeMetadata(creation!.metadata)).toEqual({
      name: 'feature.mp4',
      // Uppy adds tusd's name for it too.
      filename: 'feature.mp4',
      clientName: 'feature.mp4',
      clientExtension: 'mp4',
      clientMime: 'video/mp4',
      clientSize: String(12 * MiB),
      disk: 'public',
      parentId: '9',
      purpose: 'trailer',
    });
    expect(chunks).toHaveLength(3);
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({ method: 'POST', override: 'PATCH', xsrf: 'xsrf-value' });
    }
    expect(sha256(await storedUpload())).toBe(sha256(new Uint8Array(await file.arrayBuffer())));
    expect(getUploads()[0]?.entry).toEqual(fileEntry({ name: 'feature.mp4' }));
  });

  it('retries a locked upload (423) and a server error, resuming from the offset', async () => {
    intercept = (_request, index) => (index === 2 ? 423 : index === 4 ? 500 : null);
    const file = feature();
    addUploads([file]);
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'), { timeout: 20_000 });
    // Each refused PATCH is followed by a HEAD asking the server's offset.
    expect(seen[3]?.method).toBe('HEAD');
    expect(seen[5]?.method).toBe('HEAD');
    expect(sha256(await storedUpload())).toBe(sha256(new Uint8Array(await file.arrayBuffer())));
  });

  it('does not retry another 4xx and shows its message', async () => {
    intercept = (request) => (request.headers['x-http-method-override'] === 'PATCH' ? 413 : null);
    addUploads([feature()]);
    await vi.waitFor(() =>
      expect(getUploads()[0]).toMatchObject({ status: 'failed', error: 'Refused with 413' }),
    );
    expect(seen.filter((request) => request.override === 'PATCH')).toHaveLength(1);
    expect(entriesBodies).toHaveLength(0);
  });
});
