import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Emulator, type S3Emulator } from '../../scripts/s3-emulator.mjs';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { listen, pngBytes, TusHttpClient } from '../support/upload-http';

const DAY = 24 * 60 * 60 * 1000;
const TASK = 'uploads:clean';

/**
 * uploads:clean, run directly (the scheduler is not started in tests) with a clock moved past the
 * day an abandoned upload is kept.
 */
describe.each(['local', 's3'] as const)('the uploads:clean task on %s storage', (driver) => {
  let emulator: S3Emulator | undefined;
  let t: TestApp;
  let browser: TestClient;
  let tus: TusHttpClient;

  beforeAll(async () => {
    emulator = driver === 's3' ? await startS3Emulator() : undefined;
    t = await createTestApp({ env: emulator?.env ?? {} });
    const base = await listen(t.app);
    const user = await buildUser(t.app, { permissions: ['files.create'] });
    browser = t.client();
    await browser.login(user.email, user.password);
    tus = new TusHttpClient(base, browser);
  });
  afterAll(async () => {
    await t?.close();
    await emulator?.stop();
  });

  const metadata = (name: string) => ({ name, clientMime: 'image/png', clientExtension: 'png' });

  /** One upload cut half-way and one complete but never claimed by tus/entries. */
  async function abandonTusUploads() {
    const bytes = pngBytes(40_000);
    const half = await tus.start(bytes.length, metadata('half.png'));
    expect((await tus.patch(half.url, 0, bytes.subarray(0, 20_000))).status).toBe(204);
    const whole = await tus.start(bytes.length, metadata('whole.png'));
    expect((await tus.patch(whole.url, 0, bytes)).status).toBe(204);
    return [half, whole];
  }

  async function startMultipart() {
    const response = await browser.post('/api/v1/s3/multipart/create', {
      filename: 'film.png',
      mime: 'image/png',
      size: 20_000_000,
      extension: 'png',
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { uploadId: string; key: string };
  }

  async function leftInStore(): Promise<string[]> {
    if (driver === 'local') return readdir(path.join(t.config.storageDir, 'tus'));
    const { client, bucket } = emulator!;
    const objects = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'tus/' }));
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    return [
      ...(objects.Contents ?? []).map((object) => object.Key!),
      ...(uploads.Uploads ?? []).map((upload) => `multipart:${upload.Key}`),
    ];
  }

  let multipart: { uploadId: string; key: string } | null = null;

  it('keeps uploads younger than a day', async () => {
    const uploads = await abandonTusUploads();
    multipart = driver === 's3' ? await startMultipart() : null;
    const run = await t.app.services.scheduler.run(TASK);
    expect(run).toMatchObject({
      task: TASK,
      status: 'succeeded',
      output: 'Removed 0 expired resumable uploads; aborted 0 abandoned multipart uploads.',
    });
    for (const upload of uploads) expect((await tus.head(upload.url)).status).toBe(200);
    if (multipart) {
      const parts = await browser.post('/api/v1/s3/multipart/get-uploaded-parts', multipart);
      expect(parts.statusCode).toBe(200);
    }
  });

  it('removes resumable uploads and aborts multipart uploads older than a day', async () => {
    // the two resumable and the direct multipart uploads of the test before
    expect(await leftInStore()).not.toEqual([]);

    const later = new Date(Date.now() + DAY + 60_000);
    const run = await t.app.services.scheduler.run(TASK, { now: later });
    expect(run.status).toBe('succeeded');
    expect(run.output).toBe(
      multipart
        ? 'Removed 2 expired resumable uploads; aborted 1 abandoned multipart upload.'
        : 'Removed 2 expired resumable uploads; aborted 0 abandoned multipart uploads.',
    );
    expect(await leftInStore()).toEqual([]);
    if (multipart) {
      const parts = await browser.post('/api/v1/s3/multipart/get-uploaded-parts', multipart);
      expect(parts.statusCode).toBe(404);
    }
  });

  it('lists its runs in the admin schedule log', async () => {
    const admin = t.client();
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await admin.get('/api/v1/logs/schedule');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Array<{ task: string; status: string; output: string }>;
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.task === TASK && row.status === 'succeeded')).toBe(true);
    expect(rows[0]!.output).toMatch(/^Removed 2 expired resumable uploads/);
  });
});
