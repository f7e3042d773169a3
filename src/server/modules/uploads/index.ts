/** The uploads module's public surface: other modules reach it only through this file. */
export type {
  FileEntryService,
  ClientFile,
  StoredUpload,
  UploadTarget,
  WorkspaceAccess,
} from './file-entry-service';
export type { Uploader } from './upload-policy';
export type { TusUploadService } from './tus-upload-service';
export { TUS_UPLOAD_EXPIRY_MS } from './tus-stores';
export { type S3DirectUploadService, MULTIPART_UPLOAD_EXPIRY_MS } from './s3-direct-service';
