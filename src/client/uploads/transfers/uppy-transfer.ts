import Uppy, { type Body, type Meta, type UppyFile } from '@uppy/core';
import type { TransferEvents, TransferJob } from './transfer';

/**
 * Uppy derives a file's id from this, the file's name, type, folder path, size and last change;
 * tus-js-client keys its resume URLs by that id, so it must not change between page loads.
 */
const UPPY_ID = 'cinedex';

/** The queue shows failures itself: Uppy's own console output would only repeat them. */
const quietLogger = { debug() {}, warn() {}, error() {} };

export interface UppyRun<B extends Body> {
  uppy: Uppy<Meta, B>;
  fileId: string;
  /** The uploaded file with the uploader's response, or the error the uploader reported. */
  done: Promise<UppyFile<Meta, B>>;
  /** Stops every request; the uploader cleans the server's half up (tus DELETE, multipart abort). */
  cancel(): void;
}

interface RunOptions<B extends Body> {
  job: TransferJob;
  events: TransferEvents;
  /** The fields sent with the file; only these are sent. */
  meta: Record<string, string>;
  /** Installs the uploader plugin for this method. */
  install(uppy: Uppy<Meta, B>): void;
  /** Runs once the file is added and before the upload starts (restores resume state). */
  beforeUpload?(uppy: Uppy<Meta, B>, fileId: string): void;
}

/**
 * One Uppy instance per upload, holding one file: the queue decides what runs when (spec 4's
 * rule, which Uppy's per-plugin limits cannot express), Uppy carries the bytes.
 */
export function runUppy<B extends Body>(options: RunOptions<B>): UppyRun<B> {
  const { job, events, meta } = options;
  const uppy = new Uppy<Meta, B>({ id: UPPY_ID, autoProceed: false, logger: quietLogger });
  options.install(uppy);
  const fileId = uppy.addFile({
    name: job.file.name,
    type: job.file.type || undefined,
    data: job.file,
    meta: {
      ...meta,
      ...(job.upload.relativePath ? { relativePath: job.upload.relativePath } : {}),
    },
  });
  options.beforeUpload?.(uppy, fileId);

  let failure: unknown = null;
  uppy.on('upload-progress', (file, progress) => {
    if (file?.id === fileId && typeof progress.bytesUploaded === 'number') {
      events.onProgress(progress.bytesUploaded);
    }
  });
  uppy.on('upload-error', (file, error) => {
    if (file?.id === fileId) failure = error;
  });

  const done = uppy.upload().then((result) => {
    const uploaded = result?.successful?.find((file) => file.id === fileId);
    if (!uploaded) throw failure ?? new Error('Upload failed');
    events.onBytesDelivered();
    return uploaded;
  });
  done.then(
    () => uppy.destroy(),
    () => uppy.destroy(),
  );

  return {
    uppy,
    fileId,
    done,
    cancel() {
      uppy.cancelAll();
    },
  };
}
