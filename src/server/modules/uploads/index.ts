/** The uploads module's public surface: other modules reach it only through this file. */
export type {
  FileEntryService,
  ClientFile,
  StoredUpload,
  UploadTarget,
  WorkspaceAccess,
} from './file-entry-service';
export type { Uploader } from './upload-policy';
