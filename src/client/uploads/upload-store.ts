import type { FileEntryRecord } from '@common/api/file-entries';
import type { UploadSettings } from '@common/settings/site-settings';
import { extensionOf } from '@common/uploads/upload-restrictions';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { trans } from '@client/i18n/trans';
import { StallWatchdog } from './stall-watchdog';
import { addSample, bytesPerSecond, type ProgressSample, secondsLeft } from './transfer-rate';
import { loadTransfer } from './transfers/load-transfer';
import type { Transfer } from './transfers/transfer';
import { uploadErrorMessage } from './upload-error-message';
import { chooseUploadMethod, tusChunkBytes, uploadsToStart } from './upload-method';
import { uploadRestrictionError } from './upload-rules';
import type { ClientUpload, UploadOptions } from './upload-types';

/** Spec 8's message for an upload without progress for 30 seconds. */
export const UPLOAD_TIMED_OUT_MESSAGE = 'Upload timed out';

/**
 * The upload queue (spec 4), kept outside React so that uploads go on while the person moves
 * around the app: components read it through useSyncExternalStore (useUploadQueue).
 */

interface QueueItem {
  upload: ClientUpload;
  file: File;
  options: UploadOptions;
  transfer: Transfer | null;
  watchdog: StallWatchdog | null;
  samples: ProgressSample[];
  /** Bumped by every start and abort: callbacks of an earlier attempt are ignored. */
  attempt: number;
}

type Listener = () => void;

let items: QueueItem[] = [];
let snapshot: ClientUpload[] = [];
const listeners = new Set<Listener>();
let configuredSettings: UploadSettings | null = null;
let lastId = 0;

/** The provider hands the queue the site's upload settings (fresher than the page's after a save). */
export function configureUploadQueue(settings: UploadSettings): void {
  configuredSettings = settings;
}

function uploadSettings(): UploadSettings {
  return configuredSettings ?? getBootstrapData().settings.uploading;
}

function emit(): void {
  snapshot = items.map((item) => item.upload);
  listeners.forEach((listener) => listener());
}

function update(item: QueueItem, patch: Partial<ClientUpload>): void {
  item.upload = { ...item.upload, ...patch };
  emit();
}

function isRunning(item: QueueItem): boolean {
  return item.upload.status === 'pending' || item.upload.status === 'inProgress';
}

/** Drops what an attempt holds: its watchdog and its requests. */
function release(item: QueueItem, cancelTransfer: boolean): void {
  item.attempt++;
  item.watchdog?.stop();
  item.watchdog = null;
  if (cancelTransfer) item.transfer?.cancel();
  item.transfer = null;
}

function fail(item: QueueItem, message: string | null): void {
  release(item, false);
  update(item, { status: 'failed', error: message, bytesPerSecond: null, secondsLeft: null });
  item.options.onFailed?.(item.upload);
}

function complete(item: QueueItem, entry: FileEntryRecord): void {
  release(item, false);
  update(item, {
    status: 'completed',
    percentage: 100,
    bytesUploaded: item.upload.size,
    entry,
    error: null,
    bytesPerSecond: null,
    secondsLeft: null,
  });
  item.options.onComplete?.(entry, item.upload);
}

function progress(item: QueueItem, bytes: number): void {
  item.watchdog?.progress();
  const { size } = item.upload;
  const uploaded = Math.min(bytes, size);
  item.samples = addSample(item.samples, { at: Date.now(), bytes: uploaded });
  const rate = bytesPerSecond(item.samples);
  update(item, {
    bytesUploaded: uploaded,
    percentage: size > 0 ? Math.floor((uploaded * 100) / size) : 0,
    bytesPerSecond: rate,
    secondsLeft: secondsLeft(size, uploaded, rate),
  });
}

/** Spec 5's early check: a file the rules refuse fails at once, no request is made. */
function failIfRestricted(item: QueueItem): boolean {
  const { name, size, mime, extension } = item.upload;
  const refusal = uploadRestrictionError(
    { name, size, mime, extension },
    uploadSettings(),
    item.options.restrictions,
  );
  if (refusal) fail(item, trans(refusal.message, refusal.values));
  return refusal !== null;
}

function start(item: QueueItem): void {
  const attempt = ++item.attempt;
  const isCurrent = () => item.attempt === attempt && item.upload.status === 'inProgress';
  const watchdog = new StallWatchdog(() => {
    if (!isCurrent()) return;
    item.transfer?.cancel();
    fail(item, trans(UPLOAD_TIMED_OUT_MESSAGE));
    pump();
  });
  item.watchdog = watchdog;
  item.samples = [{ at: Date.now(), bytes: 0 }];
  update(item, {
    status: 'inProgress',
    percentage: 0,
    bytesUploaded: 0,
    entry: null,
    error: null,
    bytesPerSecond: null,
    secondsLeft: null,
  });
  watchdog.progress();

  const { upload, file, options } = item;
  loadTransfer(upload.method)
    .then((startTransfer) => {
      if (!isCurrent()) return null;
      const transfer = startTransfer(
        {
          file,
          upload,
          disk: options.disk ?? 'uploads',
          parentId: options.parentId ?? null,
          metadata: options.metadata ?? {},
          settings: uploadSettings(),
        },
        {
          onProgress: (bytes) => {
            if (isCurrent()) progress(item, bytes);
          },
          onBytesDelivered: () => {
            if (isCurrent()) watchdog.stop();
          },
        },
      );
      item.transfer = transfer;
      return transfer.done;
    })
    .then(
      (entry) => {
        if (entry && isCurrent()) complete(item, entry);
      },
      (error: unknown) => {
        if (isCurrent()) fail(item, uploadErrorMessage(error));
      },
    )
    .finally(pump);
}

/** Starts the pending uploads the concurrency rule allows (spec 4: 3, or 1 alone). */
function pump(): void {
  const ids = new Set(
    uploadsToStart(
      items.map((item) => item.upload),
      tusChunkBytes(uploadSettings()),
    ).map((upload) => upload.id),
  );
  items.filter((item) => ids.has(item.upload.id)).forEach(start);
}

function newUploadId(): string {
  lastId++;
  return `upload-${Date.now().toString(36)}-${lastId}`;
}

/** A folder upload's path: the drop's relativePath, or the folder picker's webkitRelativePath. */
function relativePathOf(file: File): string | null {
  const dropped = (file as File & { relativePath?: string | null }).relativePath;
  return dropped || file.webkitRelativePath || null;
}

function queueItem(file: File, options: UploadOptions): QueueItem {
  return {
    upload: {
      id: newUploadId(),
      name: file.name,
      extension: extensionOf(file.name),
      mime: file.type,
      size: file.size,
      relativePath: relativePathOf(file),
      status: 'pending',
      percentage: 0,
      bytesUploaded: 0,
      entry: null,
      error: null,
      method: chooseUploadMethod(file.size, uploadSettings()),
      bytesPerSecond: null,
      secondsLeft: null,
    },
    file,
    options,
    transfer: null,
    watchdog: null,
    samples: [],
    attempt: 0,
  };
}

/** Queues files; those the rules refuse come back at once as failed uploads with spec 5's message. */
export function addUploads(files: File[] | FileList, options: UploadOptions = {}): ClientUpload[] {
  const added = Array.from(files, (file) => queueItem(file, options));
  items = [...items, ...added];
  emit();
  added.forEach(failIfRestricted);
  pump();
  return added.map((item) => item.upload);
}

/** Cancels a pending or running upload: its requests stop, it is aborted at 0 % (spec 4). */
export function abortUpload(id: string): void {
  const item = items.find((candidate) => candidate.upload.id === id);
  if (!item || !isRunning(item)) return;
  release(item, true);
  update(item, {
    status: 'aborted',
    percentage: 0,
    bytesUploaded: 0,
    bytesPerSecond: null,
    secondsLeft: null,
  });
  pump();
}

/** Queues a failed or aborted upload again (a resumable one resumes where it stopped). */
export function retryUpload(id: string): void {
  const item = items.find((candidate) => candidate.upload.id === id);
  if (!item || (item.upload.status !== 'failed' && item.upload.status !== 'aborted')) return;
  update(item, {
    status: 'pending',
    percentage: 0,
    bytesUploaded: 0,
    error: null,
    bytesPerSecond: null,
    secondsLeft: null,
  });
  failIfRestricted(item);
  pump();
}

/** Forgets the uploads that have ended (completed, failed, aborted). */
export function clearFinishedUploads(): void {
  const remaining = items.filter(isRunning);
  if (remaining.length === items.length) return;
  items = remaining;
  emit();
}

export function subscribeToUploads(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUploads(): ClientUpload[] {
  return snapshot;
}
