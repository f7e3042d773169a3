import { useMemo, useSyncExternalStore } from 'react';
import {
  abortUpload,
  addUploads,
  clearFinishedUploads,
  getUploads,
  retryUpload,
  subscribeToUploads,
} from './upload-store';
import type { ClientUpload, UploadOptions } from './upload-types';

const NO_UPLOADS: ClientUpload[] = [];
const serverSnapshot = () => NO_UPLOADS;

export interface UploadQueue {
  uploads: ClientUpload[];
  /** Restriction failures come back at once as failed uploads carrying spec 5's message. */
  add(files: File[] | FileList, options?: UploadOptions): ClientUpload[];
  abort(id: string): void;
  retry(id: string): void;
  clearFinished(): void;
}

/** The upload queue, shared by every component and kept across navigation. */
export function useUploadQueue(): UploadQueue {
  const uploads = useSyncExternalStore(subscribeToUploads, getUploads, serverSnapshot);
  return useMemo(
    () => ({
      uploads,
      add: addUploads,
      abort: abortUpload,
      retry: retryUpload,
      clearFinished: clearFinishedUploads,
    }),
    [uploads],
  );
}
