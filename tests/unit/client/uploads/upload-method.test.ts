import { describe, expect, it } from 'vitest';
import { multipartChunkSize } from '@common/uploads/upload-limits';
import {
  chooseUploadMethod,
  concurrencyLimit,
  multipartPartCount,
  runsAlone,
  tusChunkBytes,
  tusChunkCount,
  uploadsToStart,
} from '@client/uploads/upload-method';
import type { ClientUpload } from '@client/uploads';
import { clientUpload } from './upload-fixtures';

const MiB = 1024 * 1024;
const direct = { direct_upload: true, resumable: true, chunk_size_mb: 5 };
const resumable = { direct_upload: false, resumable: true, chunk_size_mb: 5 };
const plainOnly = { direct_upload: false, resumable: false, chunk_size_mb: 5 };

describe('chooseUploadMethod', () => {
  it('sends straight to the bucket when direct uploads are on: one PUT below 100 MB', () => {
    expect(chooseUploadMethod(0, direct)).toBe('s3-simple');
    expect(chooseUploadMethod(100 * MiB - 1, direct)).toBe('s3-simple');
  });

  it('uses a direct multipart upload from 100 MB', () => {
    expect(chooseUploadMethod(100 * MiB, direct)).toBe('s3-multipart');
    expect(chooseUploadMethod(5 * 1024 * MiB, direct)).toBe('s3-multipart');
  });

  it('uses tus from 4 MB when resumable uploads are on, plain below', () => {
    expect(chooseUploadMethod(4 * MiB - 1, resumable)).toBe('plain');
    expect(chooseUploadMethod(4 * MiB, resumable)).toBe('tus');
    expect(chooseUploadMethod(0, resumable)).toBe('plain');
  });

  it('sends everything plain when resumable uploads are off', () => {
    expect(chooseUploadMethod(4 * MiB, plainOnly)).toBe('plain');
    expect(chooseUploadMethod(500 * MiB, plainOnly)).toBe('plain');
  });
});

describe('chunk sizes', () => {
  it('cuts resumable uploads in chunks of the configured size', () => {
    expect(tusChunkBytes({ chunk_size_mb: 5 })).toBe(5 * MiB);
    expect(tusChunkBytes({ chunk_size_mb: 0.5 })).toBe(512 * 1024);
    expect(tusChunkCount(12 * MiB, 5 * MiB)).toBe(3);
  });

  it('cuts direct multipart uploads in 20 MiB parts, larger when 10,000 would not hold the file', () => {
    expect(multipartChunkSize(100 * MiB)).toBe(20 * MiB);
    expect(multipartPartCount(100 * MiB)).toBe(5);
    expect(multipartPartCount(100 * MiB + 1)).toBe(6);
    const huge = 300 * 1024 * MiB;
    expect(multipartChunkSize(huge)).toBe(Math.ceil(huge / 10_000));
    expect(multipartPartCount(huge)).toBe(10_000);
  });

  it('sends an empty file as one chunk', () => {
    expect(tusChunkCount(0, 5 * MiB)).toBe(1);
    expect(multipartPartCount(0)).toBe(1);
  });
});

describe('the concurrency rule', () => {
  const chunk = 5 * MiB;
  const upload = (overrides: Partial<ClientUpload>) =>
    clientUpload({ method: 'plain', size: MiB, status: 'pending', ...overrides });

  it('lets an upload from a folder, a direct multipart upload or a multi-chunk tus upload run alone', () => {
    expect(runsAlone(upload({ relativePath: 'posters/a.png' }), chunk)).toBe(true);
    expect(runsAlone(upload({ method: 's3-multipart', size: 100 * MiB }), chunk)).toBe(true);
    expect(runsAlone(upload({ method: 'tus', size: chunk + 1 }), chunk)).toBe(true);
    expect(runsAlone(upload({ method: 'tus', size: chunk }), chunk)).toBe(false);
    expect(runsAlone(upload({ method: 'plain', size: 500 * MiB }), chunk)).toBe(false);
    expect(runsAlone(upload({ method: 's3-simple', size: 99 * MiB }), chunk)).toBe(false);
  });

  it('allows 3 at once, 1 while a running upload runs alone', () => {
    expect(concurrencyLimit([upload({}), upload({})], chunk)).toBe(3);
    expect(concurrencyLimit([upload({ method: 's3-multipart', size: 200 * MiB })], chunk)).toBe(1);
  });

  it('starts the first 3 pending uploads', () => {
    const queue = [1, 2, 3, 4, 5].map((n) => upload({ id: `u${n}` }));
    expect(uploadsToStart(queue, chunk).map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
  });

  it('fills the free places only', () => {
    const queue = [
      upload({ id: 'done', status: 'completed' }),
      upload({ id: 'running', status: 'inProgress' }),
      upload({ id: 'failed', status: 'failed' }),
      upload({ id: 'next' }),
      upload({ id: 'after' }),
      upload({ id: 'last' }),
    ];
    expect(uploadsToStart(queue, chunk).map((u) => u.id)).toEqual(['next', 'after']);
  });

  it('starts nothing while an upload that runs alone is running', () => {
    const queue = [
      upload({ id: 'folder', status: 'inProgress', relativePath: 'posters/a.png' }),
      upload({ id: 'next' }),
    ];
    expect(uploadsToStart(queue, chunk)).toEqual([]);
  });

  it('starts nothing more once it has started an upload that runs alone', () => {
    const queue = [
      upload({ id: 'small' }),
      upload({ id: 'big', method: 'tus', size: 50 * MiB }),
      upload({ id: 'other' }),
    ];
    expect(uploadsToStart(queue, chunk).map((u) => u.id)).toEqual(['small', 'big']);
  });
});
