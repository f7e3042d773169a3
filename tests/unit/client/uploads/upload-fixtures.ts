import type { FileEntryRecord } from '@common/api/file-entries';
import type { UploadSettings } from '@common/settings/site-settings';
import type { ClientUpload } from '@client/uploads';
import { abortUpload, clearFinishedUploads, getUploads } from '@client/uploads/upload-store';

/** The 'uploading' settings as the tests start from: plain and resumable, no direct uploads. */
export function uploadSettings(overrides: Partial<UploadSettings> = {}): UploadSettings {
  return {
    max_size_mb: 2048,
    allowed_types: '',
    blocked_types: 'exe,msi,bat,sh,php',
    chunk_size_mb: 5,
    resumable: true,
    direct_upload: false,
    ...overrides,
  };
}

export function textFile(name = 'notes.txt', content = 'hello', type = 'text/plain'): File {
  return new File([content], name, { type, lastModified: 1_700_000_000_000 });
}

/** A file inside a picked folder, as the browser's folder picker gives it. */
export function folderFile(relativePath: string, content = 'hello'): File {
  const file = textFile(relativePath.slice(relativePath.lastIndexOf('/') + 1), content);
  Object.defineProperty(file, 'webkitRelativePath', { value: relativePath });
  return file;
}

export function fileEntry(overrides: Partial<FileEntryRecord> = {}): FileEntryRecord {
  return {
    id: 40,
    name: 'notes.txt',
    file_name: '5f0c1a52-8a43-4d1e-9a53-1f2a9d0b7c11',
    url: 'uploads/files/5f0c1a52-8a43-4d1e-9a53-1f2a9d0b7c11',
    file_size: 5,
    mime: 'text/plain',
    extension: 'txt',
    type: 'text',
    path: '40',
    parent_id: null,
    workspace_id: 0,
    disk: 'uploads',
    owner_id: 1,
    deleted_at: null,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function clientUpload(overrides: Partial<ClientUpload> = {}): ClientUpload {
  return {
    id: 'upload-1',
    name: 'trailer.mp4',
    extension: 'mp4',
    mime: 'video/mp4',
    size: 50 * 1024 * 1024,
    relativePath: null,
    status: 'inProgress',
    percentage: 42,
    bytesUploaded: 21 * 1024 * 1024,
    entry: null,
    error: null,
    method: 'tus',
    bytesPerSecond: 1.5 * 1024 * 1024,
    secondsLeft: 20,
    ...overrides,
  };
}

/** Stops whatever the previous test left running and forgets every upload. */
export function resetUploadQueue(): void {
  for (const upload of getUploads()) abortUpload(upload.id);
  clearFinishedUploads();
}
