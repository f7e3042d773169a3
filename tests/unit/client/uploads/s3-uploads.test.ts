import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileFingerprint, readResumeState, saveResumeState } from '@client/uploads/resume-state';
import {
  abortUpload,
  addUploads,
  configureUploadQueue,
  getUploads,
} from '@client/uploads/upload-store';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { fileEntry, resetUploadQueue, textFile, uploadSettings } from './upload-fixtures';
import {
  type AutoAnswer,
  type HeldRequest,
  startUploadTestServer,
  type UploadTestServer,
} from './upload-test-server';

/**
 * Direct uploads through @uppy/aws-s3 against a real HTTP server playing both the API (spec 7.8's
 * s3/* calls) and the bucket (the presigned PUTs, answering with an ETag).
 */

const MiB = 1024 * 1024;
let server: UploadTestServer;

beforeEach(async () => {
  server = await startUploadTestServer();
  installBootstrap({ base_path: `${server.origin}/` });
  configureUploadQueue(uploadSettings({ direct_upload: true }));
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

afterEach(async () => {
  resetUploadQueue();
  localStorage.clear();
  await server.close();
});

const json = (request: HeldRequest) => JSON.parse(request.body.toString('utf8'));
const calls = (path: string) => server.requests.filter((request) => request.path === path);
const partPuts = () => server.requests.filter((request) => request.method === 'PUT');
const partNumberOf = (request: HeldRequest) =>
  Number(new URL(request.path, server.origin).searchParams.get('partNumber'));

function feature(size = 100 * MiB): File {
  return new File([new Uint8Array(size)], 'feature.mp4', {
    type: 'video/mp4',
    lastModified: 1_700_000_000_000,
  });
}

/** The API and the bucket of a multipart upload; `put` may answer a part differently. */
function multipartRoutes(put?: (request: HeldRequest) => AutoAnswer | undefined) {
  return (request: HeldRequest): AutoAnswer | undefined => {
    switch (request.path) {
      case '/api/v1/s3/multipart/create':
        return { status: 200, body: { uploadId: 'up-1', key: 'files/obj-2' } };
      case '/api/v1/s3/multipart/batch-sign-part-urls':
        return {
          status: 200,
          body: {
            urls: json(request).partNumbers.map((partNumber: number) => ({
              partNumber,
              url: `${server.origin}/bucket/files/obj?partNumber=${partNumber}`,
            })),
          },
        };
      case '/api/v1/s3/multipart/complete':
      case '/api/v1/s3/multipart/abort':
        return { status: 200, body: {} };
      case '/api/v1/s3/entries':
        return { status: 201, body: { fileEntry: fileEntry({ name: 'feature.mp4' }) } };
    }
    if (request.method !== 'PUT') return undefined;
    return put
      ? put(request)
      : { status: 200, headers: { etag: `"etag-${partNumberOf(request)}"` } };
  };
}

describe('a direct upload below 100 MB', () => {
  it('is presigned, PUT to the bucket, then made an entry (spec 7.8)', async () => {
    server.answer((request) => {
      if (request.path === '/api/v1/s3/simple/presign') {
        return {
          status: 200,
          body: {
            url: `${server.origin}/bucket/files/obj-1?X-Amz-Signature=abc`,
            acl: 'private',
            key: 'files/obj-1',
          },
        };
      }
      if (request.method === 'PUT') return { status: 200, headers: { etag: '"e1"' } };
      if (request.path === '/api/v1/s3/entries') {
        return { status: 201, body: { fileEntry: fileEntry() } };
      }
      return undefined;
    });
    const [queued] = addUploads([textFile()], { disk: 'public', parentId: 3 });
    expect(queued?.method).toBe('s3-simple');
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'));

    const metadata = { relativePath: null, disk: 'public', parentId: 3 };
    const [presign] = calls('/api/v1/s3/simple/presign');
    expect(presign!.headers['x-xsrf-token']).toBe('xsrf-value');
    expect(json(presign!)).toEqual({
      filename: 'notes.txt',
      mime: 'text/plain',
      disk: 'public',
      size: 5,
      extension: 'txt',
      metadata,
    });
    const [put] = partPuts();
    expect(put!.path).toBe('/bucket/files/obj-1?X-Amz-Signature=abc');
    expect(put!.body.toString()).toBe('hello');
    expect(put!.headers['content-type']).toBe('text/plain');
    expect(put!.headers['x-amz-acl']).toBe('private');
    expect(json(calls('/api/v1/s3/entries')[0]!)).toEqual({
      metadata,
      clientMime: 'text/plain',
      clientName: 'notes.txt',
      filename: 'obj-1',
      size: 5,
      clientExtension: 'txt',
    });
    expect(getUploads()[0]?.entry).toEqual(fileEntry());
  });

  it('sends an empty file as one PUT', async () => {
    server.answer((request) => {
      if (request.path === '/api/v1/s3/simple/presign') {
        return { status: 200, body: { url: `${server.origin}/bucket/e`, key: 'files/e' } };
      }
      if (request.method === 'PUT') return { status: 200, headers: { etag: '"e"' } };
      if (request.path === '/api/v1/s3/entries') {
        return { status: 201, body: { fileEntry: fileEntry({ file_size: 0 }) } };
      }
      return undefined;
    });
    addUploads([textFile('empty.txt', '')]);
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'));
    expect(partPuts()).toHaveLength(1);
    expect(partPuts()[0]!.body).toHaveLength(0);
  });
});

// 100 MiB through jsdom's XMLHttpRequest takes a few seconds on a busy machine.
describe('a direct multipart upload from 100 MB', { timeout: 30_000 }, () => {
  it('creates, signs 10 part URLs per batch, PUTs 20 MiB parts, completes and makes the entry', async () => {
    let savedWhileRunning: unknown = null;
    const routes = multipartRoutes();
    server.answer((request) => {
      if (request.path === '/api/v1/s3/multipart/complete') {
        savedWhileRunning = readResumeState(fileFingerprint(feature()));
      }
      return routes(request);
    });
    const [queued] = addUploads([feature()]);
    expect(queued?.method).toBe('s3-multipart');
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'), { timeout: 10_000 });

    expect(json(calls('/api/v1/s3/multipart/create')[0]!)).toEqual({
      filename: 'feature.mp4',
      mime: 'video/mp4',
      size: 100 * MiB,
      extension: 'mp4',
      metadata: { relativePath: null, disk: 'uploads', parentId: null },
    });
    expect(calls('/api/v1/s3/multipart/batch-sign-part-urls').map(json)).toEqual([
      { partNumbers: [1, 2, 3, 4, 5], uploadId: 'up-1', key: 'files/obj-2' },
    ]);
    expect(partPuts().map(partNumberOf).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(partPuts().every((put) => put.body.length === 20 * MiB)).toBe(true);
    expect(json(calls('/api/v1/s3/multipart/complete')[0]!)).toEqual({
      key: 'files/obj-2',
      uploadId: 'up-1',
      parts: [1, 2, 3, 4, 5].map((n) => ({ ETag: `"etag-${n}"`, PartNumber: n })),
    });
    expect(json(calls('/api/v1/s3/entries')[0]!)).toMatchObject({
      filename: 'obj-2',
      size: 100 * MiB,
      clientName: 'feature.mp4',
    });
    // Kept while the upload ran, forgotten once it completed.
    expect(savedWhileRunning).toEqual({ uploadId: 'up-1', key: 'files/obj-2' });
    expect(readResumeState(fileFingerprint(feature()))).toBeNull();
  });

  it('retries a part that failed once', async () => {
    let failed = false;
    server.answer(
      multipartRoutes((request) => {
        if (partNumberOf(request) === 3 && !failed) {
          failed = true;
          return { status: 500, body: {} };
        }
        return { status: 200, headers: { etag: `"etag-${partNumberOf(request)}"` } };
      }),
    );
    addUploads([feature()]);
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'), { timeout: 10_000 });
    expect(partPuts().map(partNumberOf).sort()).toEqual([1, 2, 3, 3, 4, 5]);
    expect(json(calls('/api/v1/s3/multipart/complete')[0]!).parts).toHaveLength(5);
  });

  it('resumes from the saved state after a reload, sending only the missing parts', async () => {
    saveResumeState(fileFingerprint(feature()), { uploadId: 'up-9', key: 'files/obj-9' });
    const routes = multipartRoutes();
    server.answer((request) =>
      request.path === '/api/v1/s3/multipart/get-uploaded-parts'
        ? {
            status: 200,
            body: {
              parts: [1, 2].map((n) => ({ PartNumber: n, ETag: `"etag-${n}"`, Size: 20 * MiB })),
            },
          }
        : routes(request),
    );
    addUploads([feature()]);
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'), { timeout: 10_000 });

    expect(calls('/api/v1/s3/multipart/create')).toHaveLength(0);
    expect(json(calls('/api/v1/s3/multipart/get-uploaded-parts')[0]!)).toEqual({
      key: 'files/obj-9',
      uploadId: 'up-9',
    });
    expect(partPuts().map(partNumberOf).sort()).toEqual([3, 4, 5]);
    expect(json(calls('/api/v1/s3/multipart/complete')[0]!)).toMatchObject({
      key: 'files/obj-9',
      uploadId: 'up-9',
      parts: [1, 2, 3, 4, 5].map((n) => ({ ETag: `"etag-${n}"`, PartNumber: n })),
    });
    expect(json(calls('/api/v1/s3/entries')[0]!).filename).toBe('obj-9');
  });

  it('aborts the multipart upload on the server when cancelled at 0 %, and forgets it', async () => {
    // Parts 1 and 2 reach the bucket, the others hang.
    server.answer(
      multipartRoutes((request) =>
        partNumberOf(request) <= 2
          ? { status: 200, headers: { etag: `"etag-${partNumberOf(request)}"` } }
          : undefined,
      ),
    );
    const [queued] = addUploads([feature()]);
    await vi.waitFor(() => expect(getUploads()[0]?.percentage).toBe(40), { timeout: 10_000 });
    const hanging = partPuts().find((put) => partNumberOf(put) > 2)!;
    expect(readResumeState(fileFingerprint(feature()))).not.toBeNull();

    abortUpload(queued!.id);
    expect(getUploads()[0]).toMatchObject({ status: 'aborted', percentage: 0 });
    await vi.waitFor(() => expect(calls('/api/v1/s3/multipart/abort')).toHaveLength(1));
    expect(json(calls('/api/v1/s3/multipart/abort')[0]!)).toEqual({
      key: 'files/obj-2',
      uploadId: 'up-1',
    });
    await hanging.dropped;
    expect(readResumeState(fileFingerprint(feature()))).toBeNull();
  });
});
