import type { UploadSettings } from '@common/settings/site-settings';
import {
  bytesFromMegabytes,
  MULTIPART_FROM_BYTES,
  multipartChunkSize,
  RESUMABLE_FROM_BYTES,
  UPLOAD_CONCURRENCY,
} from '@common/uploads/upload-limits';
import type { ClientUpload, UploadMethod } from './upload-types';

/** What the method choice and the queue need of the 'uploading' settings. */
export type UploadMethodSettings = Pick<
  UploadSettings,
  'direct_upload' | 'resumable' | 'chunk_size_mb'
>;

/**
 * Spec 9: straight to the bucket when direct uploads are on (one presigned PUT below 100 MB,
 * multipart from 100 MB); otherwise resumable from 4 MB when the setting allows it; else plain.
 */
export function chooseUploadMethod(size: number, settings: UploadMethodSettings): UploadMethod {
  if (settings.direct_upload) return size >= MULTIPART_FROM_BYTES ? 's3-multipart' : 's3-simple';
  if (settings.resumable && size >= RESUMABLE_FROM_BYTES) return 'tus';
  return 'plain';
}

/** The resumable (tus) chunk size in bytes, from the settings. */
export function tusChunkBytes(settings: Pick<UploadSettings, 'chunk_size_mb'>): number {
  return bytesFromMegabytes(settings.chunk_size_mb);
}

/** Parts of a direct multipart upload: at least one, so an empty file is one chunk. */
export function multipartPartCount(size: number): number {
  return Math.max(1, Math.ceil(size / multipartChunkSize(size)));
}

/** Requests of a resumable upload: at least one, so an empty file is one chunk. */
export function tusChunkCount(size: number, chunkBytes: number): number {
  return Math.max(1, Math.ceil(size / chunkBytes));
}

type QueuedUpload = Pick<ClientUpload, 'status' | 'relativePath' | 'method' | 'size'>;

/**
 * Spec 4: an upload from a folder, a direct multipart upload, or a resumable upload of more than
 * one chunk keeps the line to itself while it runs.
 */
export function runsAlone(upload: QueuedUpload, chunkBytes: number): boolean {
  return (
    upload.relativePath !== null ||
    upload.method === 's3-multipart' ||
    (upload.method === 'tus' && upload.size > chunkBytes)
  );
}

/** How many uploads may run at once, given those running: 3, or 1 while one of them runs alone. */
export function concurrencyLimit(running: QueuedUpload[], chunkBytes: number): number {
  return running.some((upload) => runsAlone(upload, chunkBytes)) ? 1 : UPLOAD_CONCURRENCY;
}

/** The pending uploads to start now, in queue order, so the running ones stay within the limit. */
export function uploadsToStart<T extends QueuedUpload>(uploads: T[], chunkBytes: number): T[] {
  const running: QueuedUpload[] = uploads.filter((upload) => upload.status === 'inProgress');
  const starting: T[] = [];
  for (const upload of uploads) {
    if (upload.status !== 'pending') continue;
    if (running.length >= concurrencyLimit(running, chunkBytes)) break;
    running.push(upload);
    starting.push(upload);
  }
  return starting;
}
