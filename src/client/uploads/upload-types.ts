import type { FileEntryRecord } from '@common/api/file-entries';
import type { UploadRestrictions } from '@common/uploads/upload-restrictions';

/** Spec 4's upload states. */
export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';

/** How the bytes travel: plain POST, resumable tus, or straight to the S3 bucket. */
export type UploadMethod = 'plain' | 'tus' | 's3-simple' | 's3-multipart';

/** Spec 3's "Client upload", plus what the progress panel shows. */
export interface ClientUpload {
  id: string;
  name: string;
  /** Lower-cased, without the dot; '' when the name has none. */
  extension: string;
  /** What the browser says; '' when it does not know. */
  mime: string;
  size: number;
  /** The path inside a dropped or picked folder; null for a single file. */
  relativePath: string | null;
  status: UploadStatus;
  percentage: number;
  bytesUploaded: number;
  entry: FileEntryRecord | null;
  /** Translated, ready to show; null when the upload has not failed or the server said nothing. */
  error: string | null;
  method: UploadMethod;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

export interface UploadOptions {
  /** Default 'uploads' (private to its owner). */
  disk?: 'public' | 'uploads';
  parentId?: number | null;
  /** Narrower rules for this input (e.g. an image field: allowedTypes ['image/*']), checked with the site's. */
  restrictions?: Partial<UploadRestrictions>;
  /** Extra metadata sent with the file (tus metadata, the plain upload's metadata JSON, S3's metadata). */
  metadata?: Record<string, string>;
  onComplete?: (entry: FileEntryRecord, upload: ClientUpload) => void;
  onFailed?: (upload: ClientUpload) => void;
}
