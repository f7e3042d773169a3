import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { buildFileStorage } from '@server/storage/build-file-storage';
import type { FileStorage } from '@server/storage/file-storage';
import { startS3Emulator, type S3Emulator } from '../../scripts/s3-emulator.mjs';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no object');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let emulator: S3Emulator;
let localRoot: string;
const storages: Record<string, FileStorage> = {};

beforeAll(async () => {
  emulator = await startS3Emulator();
  localRoot = await mkdtemp(path.join(tmpdir(), 'cinedex-storage-'));
  storages.local = buildFileStorage(
    loadConfig({ env: { STORAGE_PATH: localRoot, APP_KEY: 'a'.repeat(64) }, argv: [] }).fileStorage,
  );
  storages.s3 = buildFileStorage(
    loadConfig({
      env: { STORAGE_PATH: localRoot, APP_KEY: 'a'.repeat(64), ...emulator.env },
      argv: [],
    }).fileStorage,
  );
}, 30_000);
afterAll(async () => {
  await emulator?.stop();
  await rm(localRoot, { recursive: true, force: true });
});

describe.each(['local', 's3'])('FileStorage on %s', (driver) => {
  const storage = () => storages[driver]!;

  it('writes buffers and streams, reads them whole and by range, moves and deletes', async () => {
    const bytes = randomBytes(300_000);
    await storage().put('files/a', bytes);
    await storage().put('files/b', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(sha256(await readAll(await storage().read('files/a')))).toBe(sha256(bytes));
    expect(sha256(await readAll(await storage().read('files/b')))).toBe(sha256(bytes));
    expect(await readAll(await storage().read('files/a', { start: 10, end: 19 }))).toEqual(
      bytes.subarray(10, 20),
    );
    expect(await storage().readHead('files/a', 16)).toEqual(bytes.subarray(0, 16));
    const stats = await storage().stat('files/a');
    expect(stats?.size).toBe(bytes.length);
    expect(stats?.etag).toMatch(/^".+"$/);

    await storage().move('files/a', 'files/c');
    expect(await storage().stat('files/a')).toBeNull();
    expect(await storage().read('files/a')).toBeNull();
    expect(sha256(await readAll(await storage().read('files/c')))).toBe(sha256(bytes));
    await storage().delete('files/c');
    await storage().delete('files/c');
    expect(await storage().stat('files/c')).toBeNull();
  });

  it('refuses keys that leave the storage root', async () => {
    for (const key of ['../x', '/etc/passwd', 'files/../../x', 'a//b', '']) {
      await expect(storage().put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

it('S3 signs a short-lived download URL carrying the type and disposition', async () => {
  await storages.s3!.put('files/signed', Buffer.from('hello'));
  const url = await storages.s3!.downloadUrl('files/signed', {
    fileName: 'Poster été.txt',
    contentType: 'text/plain',
    disposition: 'attachment',
    expiresIn: 60,
  });
  expect(url).toContain('X-Amz-Expires=60');
  const answer = await fetch(url!);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('hello');
  // moto ignores the response-* overrides (AWS applies them), so read them off the signed URL.
  const signed = new URL(url!).searchParams;
  expect(signed.get('response-content-type')).toBe('text/plain');
  expect(signed.get('response-content-disposition')).toBe(
    `attachment; filename="Poster _t_.txt"; filename*=UTF-8''Poster%20%C3%A9t%C3%A9.txt`,
  );
  expect(
    await storages.local!.downloadUrl('files/signed', {
      fileName: 'x',
      contentType: 'text/plain',
      disposition: 'inline',
      expiresIn: 60,
    }),
  ).toBeNull();
});
