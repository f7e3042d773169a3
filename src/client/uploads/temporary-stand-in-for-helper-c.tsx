// TEMPORARY (helper D): a minimal stand-in for helper C's upload queue, implementing only the
// issue 13 contract's surface with plain uploads (POST file-entries). Deleted before D's last
// commit; never merged.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { FileEntryRecord } from '@common/api/file-entries';
import type { UploadSettings } from '@common/settings/site-settings';
import {
  extensionOf,
  fillMessage,
  parseTypeList,
  restrictionError,
  type UploadRestrictions,
} from '@common/uploads/upload-restrictions';
import { bytesFromMegabytes } from '@common/uploads/upload-limits';
import { resolveUrl } from '@client/http/api-client';
import { readCookie } from '@client/http/cookies';
import { XSRF_COOKIE, XSRF_HEADER } from '@common/http/paths';
import { getBootstrapData } from '@client/app/bootstrap-store';

export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';
export interface ClientUpload {
  id: string;
  name: string;
  extension: string;
  mime: string;
  size: number;
  relativePath: string | null;
  status: UploadStatus;
  percentage: number;
  bytesUploaded: number;
  entry: FileEntryRecord | null;
  error: string | null;
  method: 'plain' | 'tus' | 's3-simple' | 's3-multipart';
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}
export interface UploadOptions {
  disk?: 'public' | 'uploads';
  parentId?: number | null;
  restrictions?: Partial<UploadRestrictions>;
  metadata?: Record<string, string>;
  onComplete?: (entry: FileEntryRecord, upload: ClientUpload) => void;
  onFailed?: (upload: ClientUpload) => void;
}

let uploads: ClientUpload[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const patch = (id: string, change: Partial<ClientUpload>) => {
  uploads = uploads.map((upload) => (upload.id === id ? { ...upload, ...change } : upload));
  emit();
};
const SettingsContext = createContext<UploadSettings | null>(null);
let sequence = 0;

function send(upload: ClientUpload, file: File, options: UploadOptions) {
  const form = new FormData();
  form.append('file', file);
  form.append('clientMime', upload.mime);
  form.append('clientExtension', upload.extension);
  form.append('disk', options.disk ?? 'uploads');
  const xhr = new XMLHttpRequest();
  xhr.open('POST', resolveUrl('file-entries'));
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
  xhr.setRequestHeader('Accept', 'application/json');
  patch(upload.id, { status: 'inProgress' });
  xhr.upload.onprogress = (event) =>
    patch(upload.id, {
      bytesUploaded: event.loaded,
      percentage: event.total ? Math.round((event.loaded / event.total) * 100) : 0,
    });
  xhr.onload = () => {
    const body = JSON.parse(xhr.responseText || '{}') as {
      fileEntry?: FileEntryRecord;
      message?: string;
    };
    const current = uploads.find((item) => item.id === upload.id)!;
    if (xhr.status < 300 && body.fileEntry) {
      patch(upload.id, { status: 'completed', percentage: 100, entry: body.fileEntry });
      options.onComplete?.(body.fileEntry, { ...current, entry: body.fileEntry });
    } else {
      patch(upload.id, { status: 'failed', error: body.message ?? null });
      options.onFailed?.(current);
    }
  };
  xhr.send(form);
}

export function useUploadQueue() {
  const settings = useContext(SettingsContext) ?? getBootstrapData().settings.uploading;
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => uploads,
    () => uploads,
  );
  return {
    uploads: list,
    add(files: File[] | FileList, options: UploadOptions = {}): ClientUpload[] {
      return Array.from(files).map((file) => {
        const upload: ClientUpload = {
          id: `stand-in-${++sequence}`,
          name: file.name,
          extension: extensionOf(file.name),
          mime: file.type,
          size: file.size,
          relativePath: null,
          status: 'pending',
          percentage: 0,
          bytesUploaded: 0,
          entry: null,
          error: null,
          method: 'plain',
          bytesPerSecond: null,
          secondsLeft: null,
        };
        const site: UploadRestrictions = {
          maxFileSize: settings ? bytesFromMegabytes(settings.max_size_mb) : null,
          allowedTypes: settings ? parseTypeList(settings.allowed_types) : [],
          blockedTypes: settings ? parseTypeList(settings.blocked_types) : [],
        };
        const narrow = options.restrictions ?? {};
        const failure =
          restrictionError(upload, site) ??
          restrictionError(upload, {
            maxFileSize: narrow.maxFileSize ?? null,
            allowedTypes: narrow.allowedTypes ?? [],
            blockedTypes: narrow.blockedTypes ?? [],
          });
        if (failure) {
          upload.status = 'failed';
          upload.error = fillMessage(failure);
        }
        uploads = [...uploads, upload];
        emit();
        if (failure) options.onFailed?.(upload);
        else send(upload, file, options);
        return upload;
      });
    },
    abort: (id: string) => patch(id, { status: 'aborted', percentage: 0 }),
    retry: (_id: string) => undefined,
    clearFinished() {
      uploads = uploads.filter(
        (upload) => upload.status === 'pending' || upload.status === 'inProgress',
      );
      emit();
    },
  };
}

export function UploadProgressPanel() {
  const { uploads: list } = useUploadQueue();
  if (!list.length) return null;
  return (
    <div
      role="region"
      aria-label="Uploads"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        background: '#fff',
        padding: 8,
        zIndex: 1400,
      }}
    >
      {list.map((upload) => (
        <div key={upload.id}>
          {upload.name}: {upload.status} {upload.percentage}% {upload.error}
          <progress max={100} value={upload.percentage} />
        </div>
      ))}
    </div>
  );
}

export function UploadQueueProvider(props: { settings: UploadSettings; children: ReactNode }) {
  return (
    <SettingsContext.Provider value={props.settings}>{props.children}</SettingsContext.Provider>
  );
}
