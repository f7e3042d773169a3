import type { FileEntryRecord } from '@common/api/file-entries';
import { XSRF_COOKIE, XSRF_HEADER } from '@common/http/paths';
import type { UploadSettings } from '@common/settings/site-settings';
import { activeWorkspaceId } from '@client/http/api-client';
import { readCookie } from '@client/http/cookies';
import type { ClientUpload } from '../upload-types';

/** One upload to carry out: the file, what the queue knows of it, and where it goes. */
export interface TransferJob {
  file: File;
  upload: Pick<
    ClientUpload,
    'id' | 'name' | 'extension' | 'mime' | 'size' | 'relativePath' | 'method'
  >;
  disk: 'public' | 'uploads';
  parentId: number | null;
  /** The caller's extra metadata. */
  metadata: Record<string, string>;
  settings: Pick<UploadSettings, 'chunk_size_mb'>;
}

export interface TransferEvents {
  /** Bytes of the file the storage has received so far. */
  onProgress(bytesUploaded: number): void;
  /** Every byte is delivered; what remains is the server making the entry. */
  onBytesDelivered(): void;
}

/** An upload under way: its outcome, and a way to stop it (the server's half is cleaned up). */
export interface Transfer {
  /** The new entry, or the error that stopped the upload. */
  done: Promise<FileEntryRecord>;
  cancel(): void;
}

export type StartTransfer = (job: TransferJob, events: TransferEvents) => Transfer;

/** The metadata every method sends with the file (spec 7.8): folder path, disk, folder, extras. */
export function uploadMetadata(job: TransferJob): {
  relativePath: string | null;
  disk: 'public' | 'uploads';
  parentId: number | null;
} & Record<string, string | number | null> {
  return {
    ...job.metadata,
    relativePath: job.upload.relativePath,
    disk: job.disk,
    parentId: job.parentId,
  };
}

/** The XSRF header, from the cookie as spec 7.1 sends it, for requests made outside apiClient. */
export function xsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}

/** The active workspace as a field, for bodies apiClient does not build (spec 7.1). */
export function workspaceField(): Record<string, string> {
  const workspaceId = activeWorkspaceId();
  return workspaceId ? { workspaceId: String(workspaceId) } : {};
}

/** The `{fileEntry}` every upload path answers with. */
export function entryOf(body: unknown): FileEntryRecord {
  const entry = (body as { fileEntry?: FileEntryRecord } | null)?.fileEntry;
  if (!entry) throw new Error('The server did not return the new file entry.');
  return entry;
}
