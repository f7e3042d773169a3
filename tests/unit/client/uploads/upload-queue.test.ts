import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addUploads,
  abortUpload,
  configureUploadQueue,
  getUploads,
  retryUpload,
} from '@client/uploads/upload-store';
import { FRENCH_LINES } from '@server/modules/localization/message-catalogue';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import {
  fileEntry,
  folderFile,
  resetUploadQueue,
  textFile,
  uploadSettings,
} from './upload-fixtures';
import { formFields, startUploadTestServer, type UploadTestServer } from './upload-test-server';

let server: UploadTestServer;

beforeEach(async () => {
  server = await startUploadTestServer();
  installBootstrap({ base_path: `${server.origin}/` });
  configureUploadQueue(uploadSettings());
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

afterEach(async () => {
  resetUploadQueue();
  vi.useRealTimers();
  await server.close();
});

const statuses = () => getUploads().map((upload) => upload.status);

describe('a plain upload', () => {
  it('posts the file and spec 7.8 fields to file-entries and completes with the entry', async () => {
    const onComplete = vi.fn();
    const [queued] = addUploads([textFile()], {
      disk: 'public',
      parentId: 12,
      metadata: { purpose: 'poster' },
      onComplete,
    });
    expect(queued).toMatchObject({ method: 'plain', status: 'inProgress', name: 'notes.txt' });

    const request = await server.nextRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v1/file-entries');
    expect(request.headers['x-xsrf-token']).toBe('xsrf-value');
    const fields = formFields(request);
    expect(fields).toMatchObject({
      file: 'notes.txt',
      clientMime: 'text/plain',
      clientExtension: 'txt',
    });
    expect(JSON.parse(fields.metadata!)).toEqual({
      purpose: 'poster',
      relativePath: null,
      disk: 'public',
      parentId: 12,
    });

    const entry = fileEntry({ disk: 'public', parent_id: 12 });
    request.respond(201, { fileEntry: entry });
    await vi.waitFor(() =>
      expect(getUploads()[0]).toMatchObject({
        status: 'completed',
        percentage: 100,
        bytesUploaded: 5,
        entry,
        error: null,
      }),
    );
    expect(onComplete).toHaveBeenCalledWith(entry, expect.objectContaining({ id: queued!.id }));
  });

  it("fails with the server's message for the file field", async () => {
    const onFailed = vi.fn();
    addUploads([textFile()], { onFailed });
    const request = await server.nextRequest();
    request.respond(422, {
      message: 'The given data was invalid.',
      errors: { file: ['This file type is not allowed'] },
    });
    await vi.waitFor(() =>
      expect(getUploads()[0]).toMatchObject({
        status: 'failed',
        error: 'This file type is not allowed',
      }),
    );
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }));
    // A refused POST is not sent again.
    expect(server.requests).toHaveLength(1);
  });

  it('fails without a message when the server gives none', async () => {
    addUploads([textFile()]);
    (await server.nextRequest()).respond(500, {});
    await vi.waitFor(() =>
      expect(getUploads()[0]).toMatchObject({ status: 'failed', error: null }),
    );
  });

  it('is sent again by retry after a failure', async () => {
    const [queued] = addUploads([textFile()]);
    (await server.nextRequest()).respond(500, { message: 'Storage is offline' });
    await vi.waitFor(() => expect(getUploads()[0]?.error).toBe('Storage is offline'));

    retryUpload(queued!.id);
    expect(getUploads()[0]).toMatchObject({ status: 'inProgress', error: null, percentage: 0 });
    (await server.nextRequest()).respond(201, { fileEntry: fileEntry() });
    await vi.waitFor(() => expect(getUploads()[0]?.status).toBe('completed'));
  });
});

describe('aborting', () => {
  it('sets aborted with 0 % and cancels the request', async () => {
    const [queued] = addUploads([textFile()]);
    const request = await server.nextRequest();
    abortUpload(queued!.id);
    expect(getUploads()[0]).toMatchObject({ status: 'aborted', percentage: 0, bytesUploaded: 0 });
    await request.dropped;
  });

  it('takes a pending upload out of the queue before it starts', () => {
    const uploads = addUploads([1, 2, 3, 4].map((n) => textFile(`file-${n}.txt`)));
    expect(statuses()).toEqual(['inProgress', 'inProgress', 'inProgress', 'pending']);
    abortUpload(uploads[3]!.id);
    expect(getUploads()[3]).toMatchObject({ status: 'aborted', percentage: 0 });
  });
});

describe('the stall timeout', () => {
  it("fails an upload with 'Upload timed out' after 30 seconds without progress", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onFailed = vi.fn();
    addUploads([textFile()], { onFailed });
    const request = await server.nextRequest();

    await vi.advanceTimersByTimeAsync(29_000);
    expect(getUploads()[0]?.status).toBe('inProgress');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(getUploads()[0]).toMatchObject({ status: 'failed', error: 'Upload timed out' });
    expect(onFailed).toHaveBeenCalledTimes(1);
    await request.dropped;
  });

  it('translates the message', async () => {
    installBootstrap({
      base_path: `${server.origin}/`,
      i18n: { language: 'fr', name: 'Français', lines: { ...FRENCH_LINES } },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    addUploads([textFile()]);
    await server.nextRequest();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(getUploads()[0]?.error).toBe("Délai d'envoi dépassé");
  });
});

describe('the queue', () => {
  it('runs 3 uploads at once and starts the next when one ends', async () => {
    addUploads([1, 2, 3, 4].map((n) => textFile(`file-${n}.txt`)));
    expect(statuses()).toEqual(['inProgress', 'inProgress', 'inProgress', 'pending']);
    const first = await server.nextRequest();
    await server.nextRequest();
    await server.nextRequest();
    const firstName = formFields(first).file;

    first.respond(201, { fileEntry: fileEntry() });
    await vi.waitFor(() =>
      expect(getUploads().find((upload) => upload.name === firstName)?.status).toBe('completed'),
    );
    expect(statuses().filter((status) => status === 'inProgress')).toHaveLength(3);
    expect(formFields(await server.nextRequest()).file).toBe('file-4.txt');
  });

  it('runs an upload from a folder alone', async () => {
    addUploads([folderFile('posters/a.txt'), folderFile('posters/b.txt'), textFile()]);
    expect(getUploads()[0]?.relativePath).toBe('posters/a.txt');
    expect(statuses()).toEqual(['inProgress', 'pending', 'pending']);

    const first = await server.nextRequest();
    expect(JSON.parse(formFields(first).metadata!).relativePath).toBe('posters/a.txt');
    first.respond(201, { fileEntry: fileEntry() });
    await vi.waitFor(() => expect(statuses()).toEqual(['completed', 'inProgress', 'pending']));
  });
});

describe('restrictions', () => {
  it("fails a blocked type at once with spec 5's message, without a request", async () => {
    const onFailed = vi.fn();
    const [refused] = addUploads([textFile('setup.exe', 'MZ', 'application/x-msdownload')], {
      onFailed,
    });
    expect(refused).toMatchObject({ status: 'failed', error: 'This file type is not allowed' });
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ id: refused!.id }));

    // The next upload is the first request the server sees.
    addUploads([textFile()]);
    expect(formFields(await server.nextRequest()).file).toBe('notes.txt');
    expect(server.requests).toHaveLength(1);
  });

  it("fails a file over the site's maximum with its translated size message", () => {
    installBootstrap({
      base_path: `${server.origin}/`,
      i18n: { language: 'fr', name: 'Français', lines: { ...FRENCH_LINES } },
    });
    configureUploadQueue(uploadSettings({ max_size_mb: 1 }));
    const [refused] = addUploads([textFile('big.bin', 'x'.repeat(1024 * 1024 + 1))]);
    expect(refused).toMatchObject({
      status: 'failed',
      error: '`big.bin` dépasse la taille maximale autorisée de 1 MB',
    });
  });

  it("checks the input's narrower rules after the site's", () => {
    const [refused] = addUploads([textFile()], { restrictions: { allowedTypes: ['image/*'] } });
    expect(refused).toMatchObject({ status: 'failed', error: 'This file type is not allowed' });
  });
});
